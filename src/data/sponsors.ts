/**
 * Organisations that sponsor Socket.IO through Open Collective, shown on the landing page.
 * Add an entry when a sponsorship is confirmed on the collective's page; the section lists them in this order.
 */
export type Sponsor = {name: string; url: string; logo: string};

export const sponsors: Sponsor[] = [];

export const sponsorPage = 'https://opencollective.com/socketio';
