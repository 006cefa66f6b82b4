/**
 * Reading iCalendar text into content lines and components (RFC 5545 §3.1, §3.4), leniently: what real feeds
 * send (LF or CR line endings, no final newline, a byte-order mark, folds that split an escape or a quoted
 * parameter) is read, and a line that cannot be read is reported with its line number instead of failing the
 * whole file. ical.js, which the tests use as the independent reference, throws on the first such line.
 */

export interface ContentLine {
  /** Upper-cased property name ('DTSTART', 'X-WR-TIMEZONE'). */
  name: string;
  /** Parameters by upper-cased name; each value unquoted, multi-valued parameters split on commas. */
  params: Record<string, string[]>;
  /** The raw value: still escaped (TEXT unescaping depends on the value type). */
  value: string;
  /** 1-based number of the first physical line. */
  line: number;
}

export interface CalendarComponent {
  /** Upper-cased component name ('VCALENDAR', 'VEVENT', 'VTIMEZONE', 'STANDARD'). */
  name: string;
  properties: ContentLine[];
  components: CalendarComponent[];
  /** Line of its BEGIN. */
  line: number;
}

export interface LineProblem {
  line: number;
  reason: string;
}

/** A logical line after unfolding, with the physical line it starts on. */
export interface UnfoldedLine {
  text: string;
  line: number;
}

/**
 * RFC 5545 §3.1: a line break followed by one space or tab continues the previous line; the break and that one
 * whitespace character are removed, any further whitespace stays. Unfolding happens before unescaping, so a
 * fold between '\' and 'n' still reads as a line break. Empty lines are dropped.
 */
export function unfoldLines(text: string): UnfoldedLine[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const result: UnfoldedLine[] = [];
  physical.forEach((raw, index) => {
    const last = result[result.length - 1];
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) {
      last.text += raw.slice(1);
      return;
    }
    if (raw.trim() === '') return;
    result.push({ text: raw, line: index + 1 });
  });
  return result;
}

const NAME_PATTERN = /^[A-Za-z0-9-]+$/;
/**
 * A parameter whose closing quote came after the value (Exchange once wrote
 * `DTSTART;TZID="W. Europe Standard Time:20200609T090000"`): the text after the last ':' inside the quotes is a
 * date or date-time, so the line is read as `TZID="W. Europe Standard Time":20200609T090000`. Anything else
 * without a value separator stays unreadable.
 */
const VALUE_INSIDE_QUOTES = /^(.*):(\d{8}(?:T\d{6}Z?)?(?:,\d{8}(?:T\d{6}Z?)?)*)$/;

export type ParsedLine =
  | { ok: true; contentLine: ContentLine; repaired?: string }
  | { ok: false; reason: string };

/** Splits `NAME;PARAM=VALUE;PARAM="QUOTED":value` (RFC 5545 §3.1). */
export function parseContentLine({ text, line }: UnfoldedLine): ParsedLine {
  let index = 0;
  while (index < text.length && text[index] !== ';' && text[index] !== ':') index++;
  const name = text.slice(0, index).trim();
  if (!NAME_PATTERN.test(name)) return { ok: false, reason: `not a content line: '${clip(text)}'` };
  const params: Record<string, string[]> = {};
  let lastQuoted: { param: string; position: number } | null = null;
  while (text[index] === ';') {
    index++;
    const equals = text.indexOf('=', index);
    if (equals < 0) return { ok: false, reason: `parameter without a value in '${clip(text)}'` };
    const param = text.slice(index, equals).trim().toUpperCase();
    index = equals + 1;
    const values: string[] = [];
    for (;;) {
      if (text[index] === '"') {
        const close = text.indexOf('"', index + 1);
        if (close < 0) return { ok: false, reason: `unterminated quoted parameter in '${clip(text)}'` };
        values.push(text.slice(index + 1, close));
        lastQuoted = { param, position: values.length - 1 };
        index = close + 1;
      } else {
        let end = index;
        while (end < text.length && !';:,'.includes(text[end]!)) end++;
        values.push(text.slice(index, end));
        lastQuoted = null;
        index = end;
      }
      if (text[index] !== ',') break;
      index++;
    }
    params[param] = values;
  }
  if (text[index] === ':') {
    return {
      ok: true,
      contentLine: { name: name.toUpperCase(), params, value: text.slice(index + 1), line },
    };
  }
  if (index >= text.length && lastQuoted) {
    const quoted = params[lastQuoted.param]![lastQuoted.position]!;
    const match = VALUE_INSIDE_QUOTES.exec(quoted);
    if (match) {
      params[lastQuoted.param]![lastQuoted.position] = match[1]!;
      return {
        ok: true,
        contentLine: { name: name.toUpperCase(), params, value: match[2]!, line },
        repaired: `the value of ${name.toUpperCase()} was inside the quotes of ${lastQuoted.param}: read as ${lastQuoted.param}="${match[1]}" and value ${match[2]}`,
      };
    }
  }
  return { ok: false, reason: `no ':' before the value in '${clip(text)}'` };
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export interface ParsedCalendar {
  /** The top-level components (normally one VCALENDAR). */
  components: CalendarComponent[];
  problems: LineProblem[];
  repairs: LineProblem[];
}

/**
 * Builds the component tree. An END that does not close the open component closes up to the matching BEGIN
 * (or is ignored if none is open); a component left open at the end of the text is kept as read so far.
 */
export function parseCalendarText(text: string): ParsedCalendar {
  const root: CalendarComponent = { name: '', properties: [], components: [], line: 0 };
  const stack: CalendarComponent[] = [root];
  const problems: LineProblem[] = [];
  const repairs: LineProblem[] = [];
  for (const unfolded of unfoldLines(text)) {
    const parsed = parseContentLine(unfolded);
    if (!parsed.ok) {
      problems.push({ line: unfolded.line, reason: parsed.reason });
      continue;
    }
    if (parsed.repaired) repairs.push({ line: unfolded.line, reason: parsed.repaired });
    const { contentLine } = parsed;
    const current = stack[stack.length - 1]!;
    if (contentLine.name === 'BEGIN') {
      const component: CalendarComponent = {
        name: contentLine.value.trim().toUpperCase(),
        properties: [],
        components: [],
        line: contentLine.line,
      };
      current.components.push(component);
      stack.push(component);
    } else if (contentLine.name === 'END') {
      const name = contentLine.value.trim().toUpperCase();
      const depth = stack.map((component) => component.name).lastIndexOf(name);
      if (depth <= 0) {
        problems.push({ line: contentLine.line, reason: `END:${name} without a matching BEGIN` });
        continue;
      }
      if (depth !== stack.length - 1) {
        problems.push({
          line: contentLine.line,
          reason: `END:${name} closes ${stack
            .slice(depth + 1)
            .map((component) => `BEGIN:${component.name} (line ${component.line})`)
            .join(', ')} left open`,
        });
      }
      stack.length = depth;
    } else if (current === root) {
      problems.push({ line: contentLine.line, reason: `${contentLine.name} outside any component` });
    } else {
      current.properties.push(contentLine);
    }
  }
  for (const open of stack.slice(1)) {
    problems.push({ line: open.line, reason: `BEGIN:${open.name} is never closed` });
  }
  return { components: root.components, problems, repairs };
}

/** The first property of that name, if any. */
export function propertyOf(component: CalendarComponent, name: string): ContentLine | undefined {
  return component.properties.find((property) => property.name === name);
}

export function propertiesOf(component: CalendarComponent, name: string): ContentLine[] {
  return component.properties.filter((property) => property.name === name);
}

/** The first value of a parameter. */
export function paramOf(line: ContentLine, name: string): string | undefined {
  return line.params[name]?.[0];
}

/**
 * RFC 5545 §3.3.11 TEXT: '\\' '\;' '\,' and '\n' / '\N' are escapes; a backslash before anything else is
 * dropped and the character kept (lenient: '\:' is common).
 */
export function unescapeText(value: string): string {
  return value.replace(/\\([\s\S])?/g, (_, character: string | undefined) => {
    if (character === undefined) return '';
    if (character === 'n' || character === 'N') return '\n';
    return character;
  });
}

/** Splits a multi-valued TEXT on unescaped commas (RFC 5545 §3.1.1), e.g. CATEGORIES. */
export function splitTextList(value: string): string[] {
  return value.split(/(?<!\\),/).map(unescapeText);
}
