import type {ExtractedPage} from './extract';

/**
 * Phrases a reader may type for a Socket.IO term, per language, that the glossary does not pair by itself:
 * the pt-br edition writes "sala" and "transmitir para todos" where the API and the English pages say
 * "room" and "broadcast" (see the pt-br style guide's terms table). The zh-CN edition writes 跨源 for CORS, as the
 * standard's Chinese name does, where many readers type 跨域.
 *
 * The verbs and nouns of connecting go together too: the Snowball stemmers keep "conectar" (conect) and
 * "conexão" (conexã) apart, so "cliente não conecta" missed the page titled "Problemas de conexão". The same
 * holds for their des- and re- forms, and in Spanish (conectar, conexión) and French (connecter, connexion).
 *
 * "Timeout", the duration, is "tempo limite" in the pt-br pages (the style guide's terms table), while the API's
 * names keep the English word (`ackTimeout`, `socket.timeout()`, the `ping timeout` reason): readers type either.
 */
export const extraSynonyms: Record<string, string[][]> = {
  'pt-br': [
    ['sala', 'room'],
    ['broadcast', 'transmitir para todos', 'transmissão'],
    ['confirmação', 'acknowledgement', 'ack'],
    ['sessão persistente', 'sticky session'],
    ['adaptador', 'adapter'],
    ['namespace', 'espaço de nomes'],
    ['reconexão', 'reconectar', 'reconnection'],
    ['desconexão', 'desconectar', 'disconnect', 'disconnection'],
    ['conexão', 'conectar'],
    ['middleware', 'intermediário'],
    ['depuração', 'debug', 'debugging'],
    ['tempo limite', 'timeout'],
  ],
  // The es edition's words for the same concepts (i18n/es/STYLE.md); namespace, callback and handshake stay English.
  es: [
    ['sala', 'room'],
    ['difundir', 'difusión', 'broadcast'],
    ['acuse de recibo', 'acknowledgement', 'ack'],
    ['sesión persistente', 'sticky session'],
    ['adaptador', 'adapter'],
    ['reconexión', 'reconectar', 'reconnection'],
    ['desconexión', 'desconectar', 'disconnect', 'disconnection'],
    ['conexión', 'conectar'],
    ['manejador', 'handler'],
    ['depuración', 'debug', 'debugging'],
    ['balanceador de carga', 'load balancer'],
    ['prueba', 'test'],
    ['prueba de carga', 'load test', 'load testing'],
    ['bucle de eventos', 'event loop'],
    // "Chuleta" is what many Spanish readers call a cheat sheet; the edition writes "hoja de referencia".
    ['hoja de referencia', 'chuleta', 'cheatsheet'],
  ],
  fr: [
    ['connexion', 'connecter'],
    ['déconnexion', 'déconnecter'],
    ['reconnexion', 'reconnecter'],
  ],
  'zh-CN': [['跨源', '跨域', 'CORS']],
};

/**
 * Pairs from a glossary page: its headings read "Term in this language (English term)", as in
 * "Confirmação (acknowledgement)" or "ID de sessão (session ID, sid)".
 */
export function glossarySynonyms(page: ExtractedPage): string[][] {
  const groups: string[][] = [];
  for (const section of page.sections) {
    const match = /^(.+?)\s*\((.+)\)\s*$/.exec(section.heading ?? '');
    if (!match) continue;
    const english = match[2]!.split(',').map((phrase) => phrase.trim()).filter(Boolean);
    groups.push([match[1]!.trim(), ...english]);
  }
  return groups;
}

/** The synonym groups of a language: its glossary's pairs and the extra ones, a phrase never twice in a group. */
export function synonymGroups(language: string, glossary: ExtractedPage | null): string[][] {
  const groups = [...(glossary ? glossarySynonyms(glossary) : []), ...(extraSynonyms[language] ?? [])];
  return groups.map((group) => [...new Set(group)]).filter((group) => group.length > 1);
}
