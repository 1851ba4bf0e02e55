/**
 * An allow-list HTML sanitiser for the template preview (OWASP XSS Prevention Cheat Sheet: allow-list, not
 * deny-list; OWASP "Cross Site Scripting Prevention", rule on URL schemes). The input is tokenised and every
 * allowed tag is written anew: nothing of the source's markup is copied through.
 *
 * Kept: p, br, strong, em, ul, ol, li, h1–h3, and a with an http(s) or mailto href (rel="noopener noreferrer"
 * added). Dropped: every other tag (its text kept, escaped), every other attribute (on*, style ...), comments,
 * doctype and processing instructions, and script/style/iframe/... together with their content.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3']);
const VOID = new Set(['br']);
/** elements whose content is not text to show: dropped with it */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'noscript', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'template', 'object', 'svg', 'math', 'select', 'plaintext']);
const SAFE_URL = /^(?:https?:|mailto:)/i;

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0', sol: '/', lpar: '(', rpar: ')' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Text as HTML: an entity already written stays, any other & < > " is escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The href to keep, or null: decoded, stripped of control characters and spaces, and http(s) or mailto only. */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_URL.test(url) ? url : null;
}

export function sanitiseHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    const rest = input.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = input.indexOf('-->', lt + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = input.indexOf('>', lt);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    const m = TAG.exec(rest);
    if (!m) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = lt + m[0].length;
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'i').exec(input.slice(i));
      i = close ? i + close.index + close[0].length : input.length;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    let attrs = '';
    if (name === 'a') {
      for (const a of m[3].matchAll(ATTR)) {
        if (a[1].toLowerCase() !== 'href') continue;
        const href = safeHref(a[2] ?? a[3] ?? a[4] ?? '');
        if (href) attrs = ` href="${escapeAttr(href)}" rel="noopener noreferrer"`;
        break;
      }
    }
    out += `<${name}${attrs}>`;
    open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
