import type { AnswerOption } from './template';

/**
 * Answer options written as text (SPEC §9 "Audit option group separators: '//', '++++' and ' / '"):
 * - '++++' separates option groups (reusable answer sets),
 * - '//' separates the options of a group,
 * - ' / ' (with its spaces) separates an option's label from its score: `Safe / 2`.
 * A label without spaces around its slash stays whole, so `N/A` is a label; N/A, NA and "Not applicable" are the N/A
 * option. `Unsafe / 0 !` marks a failing answer with a trailing '!'.
 */
export const GROUP_SEPARATOR = '++++';
export const OPTION_SEPARATOR = '//';
export const SCORE_SEPARATOR = ' / ';

const NA = /^(n\/?a|not applicable)$/i;

export function parseOption(raw: string, id: string): AnswerOption | null {
  const text = raw.trim();
  if (!text) return null;
  let label = text;
  let score: number | null = null;
  let fail = false;
  const at = text.lastIndexOf(SCORE_SEPARATOR);
  if (at > 0) {
    let right = text.slice(at + SCORE_SEPARATOR.length).trim();
    if (right.endsWith('!')) right = right.slice(0, -1).trim();
    if (/^-?\d+(\.\d+)?$/.test(right)) {
      label = text.slice(0, at).trim();
      score = Number(right);
      fail = text.trim().endsWith('!');
    }
  }
  const na = NA.test(label);
  return { id, label, score: na ? null : score, ...(na ? { na: true } : {}), ...(fail ? { fail: true } : {}) };
}

/** the option groups of a text: a list per group */
export function parseOptionGroups(raw: string, idPrefix = 'o'): AnswerOption[][] {
  let n = 0;
  return raw
    .split(GROUP_SEPARATOR)
    .map((group) =>
      group
        .split(OPTION_SEPARATOR)
        .map((o) => parseOption(o, `${idPrefix}${++n}`))
        .filter((o): o is AnswerOption => !!o),
    )
    .filter((g) => g.length > 0);
}

/** one group's options (the builder's single text field) */
export const parseOptions = (raw: string, idPrefix = 'o'): AnswerOption[] => parseOptionGroups(raw, idPrefix)[0] ?? [];

export function formatOption(o: AnswerOption): string {
  if (o.na || o.score == null) return o.label;
  return `${o.label}${SCORE_SEPARATOR}${o.score}${o.fail ? ' !' : ''}`;
}

export const formatOptions = (options: AnswerOption[]): string => options.map(formatOption).join(OPTION_SEPARATOR);
export const formatOptionGroups = (groups: AnswerOption[][]): string => groups.map(formatOptions).join(GROUP_SEPARATOR);

/** keep the ids of options whose label did not change (child questions refer to them), new ids for the rest */
export function keepOptionIds(previous: AnswerOption[], next: AnswerOption[], newId: () => string): AnswerOption[] {
  const used = new Set<string>();
  return next.map((o) => {
    const same = previous.find((p) => !used.has(p.id) && p.label.trim().toLowerCase() === o.label.trim().toLowerCase());
    const id = same?.id ?? newId();
    used.add(id);
    return { ...o, id, ...(same?.requires ? { requires: same.requires } : {}) };
  });
}
