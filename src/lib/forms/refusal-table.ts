/** a translation function (a feature's `t`) */
type Translate = (key: string) => string;

export interface RefusalTableSpec {
  /**
   * rule key → the API's English (Rails-style) message: the schema's table (`<M>_SERVER_MESSAGES`, the same the demo
   * backend answers with) and what only the server knows; several tables are merged (two keys with one message: the later one)
   */
  messages: Record<string, string> | readonly Record<string, string>[];
  /** rule key → the form field its message belongs on */
  fields?: Record<string, string>;
  /** a known message no field takes: translated (default), or kept as the server sent it */
  translateOther?: boolean;
}

export interface RefusalTable {
  /** the rule key of a server message (trimmed), or null when no table of the module knows it */
  ruleKey(message: string): string | null;
  /**
   * A refused save's messages → `{ field: translated message }` for those a field takes (the first per field), and
   * the rest (see `translateOther`) to show above the form; `unknown` gives the text of a message no table knows
   * (one with a figure in it: "Role is held by 3 users"), else it stays as the server sent it.
   */
  fieldErrors(messages: readonly string[], t: Translate, unknown?: (message: string) => string | null): { fields: Record<string, string>; other: string[] };
}

/**
 * The one reverse map of a 422 (issue 25): a module declares its tables (rule key → server message, rule key → field)
 * and gets the rule key of a server message and the field errors of a refusal, in the user's language.
 * `refusalOnFields` (lib/api/refusal) puts them on a form.
 */
export function refusalTable({ messages, fields = {}, translateOther = true }: RefusalTableSpec): RefusalTable {
  const tables = Array.isArray(messages) ? (messages as readonly Record<string, string>[]) : [messages as Record<string, string>];
  const keyOf = new Map<string, string>();
  for (const table of tables) for (const [key, message] of Object.entries(table)) keyOf.set(message, key);
  const ruleKey = (message: string) => keyOf.get(message.trim()) ?? null;
  return {
    ruleKey,
    fieldErrors(list, t, unknown) {
      const out: Record<string, string> = {};
      const other: string[] = [];
      for (const message of list) {
        const key = ruleKey(message);
        const field = key ? fields[key] : undefined;
        if (key && field) out[field] ??= t(key);
        else if (key) other.push(translateOther ? t(key) : message);
        else other.push(unknown?.(message) ?? message);
      }
      return { fields: out, other };
    },
  };
}
