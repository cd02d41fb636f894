import {DEFAULT_LIMITS, type DemoLimits} from './limits';

/**
 * The caps of `main.ts` from the environment (documented in demo-server/README.md). A rate variable sets the
 * steady rate; the burst is twice that. A value that is not a positive number stops the server: an operator who
 * mistyped a limit must hear about it, not run without it.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): DemoLimits {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${JSON.stringify(raw)}`);
    return value;
  };
  const rate = (name: string, fallback: {burst: number; perSecond: number}) => {
    const perSecond = read(name, fallback.perSecond);
    return perSecond === fallback.perSecond ? fallback : {burst: perSecond * 2, perSecond};
  };
  const count = (name: string, fallback: number) => {
    const value = read(name, fallback);
    if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(env[name])}`);
    return value;
  };
  return {
    socketsPerAddress: count('DEMO_MAX_SOCKETS_PER_ADDRESS', DEFAULT_LIMITS.socketsPerAddress),
    chatMembers: count('DEMO_MAX_CHAT_MEMBERS', DEFAULT_LIMITS.chatMembers),
    chatMessages: rate('DEMO_CHAT_MESSAGES_PER_SECOND', DEFAULT_LIMITS.chatMessages),
    whiteboardSegments: rate('DEMO_WHITEBOARD_SEGMENTS_PER_SECOND', DEFAULT_LIMITS.whiteboardSegments),
  };
}

/** `TRUST_PROXY=1` (or `true`, `yes`): the server is only reachable through a reverse proxy of ours. */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): boolean {
  return /^(1|true|yes)$/i.test(env.TRUST_PROXY?.trim() ?? '');
}
