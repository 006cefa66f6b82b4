/**
 * One event from a page (issue 26): the schema.org Event an event page publishes (https://schema.org/Event), read
 * into the fields of the event editor. Ticketing and meetup sites publish it as JSON-LD for search engines (Google's
 * event rich results ask for it), so a pasted event page usually carries one; smaller sites use microdata.
 *
 * schema.org lets nearly every property be a string, an object or an array of either; each reader below takes
 * what comes and keeps the first usable value.
 */
import type { EventStatus } from '../enums/enums.ts';
import type { EventPageDraft, EventPageWhere } from './event-page-draft.schema.ts';
import { decodeEntities, htmlToText } from './html-text.ts';
import { readJsonLdBlocks } from './json-ld-blocks.ts';
import { readMicrodataItems } from './microdata.ts';

type Node = Record<string, unknown>;

/** Event and its schema.org subtypes (https://schema.org/Event#subtypes). */
const EVENT_TYPES = new Set([
  'Event',
  'BusinessEvent',
  'ChildrensEvent',
  'ComedyEvent',
  'CourseInstance',
  'DanceEvent',
  'DeliveryEvent',
  'EducationEvent',
  'EventSeries',
  'ExhibitionEvent',
  'Festival',
  'FoodEvent',
  'Hackathon',
  'LiteraryEvent',
  'MusicEvent',
  'PublicationEvent',
  'SaleEvent',
  'ScreeningEvent',
  'SocialEvent',
  'SportsEvent',
  'TheaterEvent',
  'VisualArtsEvent',
]);

/** schema.org EventStatusType → spec §4 status; EventScheduled is null (goes ahead as planned). */
const STATUSES: Record<string, EventStatus> = {
  EventCancelled: 'CANCELED',
  EventPostponed: 'POSTPONED',
  EventRescheduled: 'RESCHEDULED',
};

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** 'https://schema.org/MusicEvent', 'schema:MusicEvent', 'MusicEvent' → 'MusicEvent'. */
const localName = (term: string) => term.replace(/^.*[/#:]/, '');

function typesOf(node: Node): string[] {
  return asList(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map(localName);
}

const isEvent = (node: Node) => typesOf(node).some((type) => EVENT_TYPES.has(type));

/** Every object of the blocks, top-level ones first (the page's own event before events it lists inside others). */
function collectNodes(roots: unknown[]): Node[] {
  const found: Node[] = [];
  let level = roots;
  for (let depth = 0; depth < 8 && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (Array.isArray(value)) next.push(...value);
      else if (isNode(value)) {
        found.push(value);
        next.push(...Object.values(value).filter((child) => typeof child === 'object' && child !== null));
      }
    }
    level = next;
  }
  return found;
}

class GraphReader {
  private readonly byId = new Map<string, Node>();

  constructor(
    nodes: Node[],
    private readonly pageUrl: string,
  ) {
    for (const node of nodes) {
      const id = node['@id'];
      if (typeof id === 'string' && Object.keys(node).length > 1) this.byId.set(id, node);
    }
  }

  /** A reference `{ "@id": "#venue" }` (common in @graph pages) is read as the node it names. */
  resolve(value: unknown): unknown {
    if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return this.byId.get(value['@id']) ?? value;
    }
    return value;
  }

  values(node: Node, key: string): unknown[] {
    return asList(node[key]).map((value) => this.resolve(value));
  }

  text(node: Node, key: string): string | null {
    for (const value of this.values(node, key)) {
      const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
      const text = raw === null ? null : htmlToText(raw);
      if (text) return text;
    }
    return null;
  }

  /** An absolute http(s) URL, relative ones resolved against the page. */
  url(node: Node, key: string): string | null {
    for (const value of this.values(node, key)) {
      const candidate =
        typeof value === 'string' ? value : isNode(value) ? (value.url ?? value.contentUrl) : null;
      if (typeof candidate !== 'string') continue;
      try {
        const url = new URL(decodeEntities(candidate.trim()), this.pageUrl);
        if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
      } catch {
        // not a URL: try the next value
      }
    }
    return null;
  }
}

const PUBLISHED_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date as published, or null; a space instead of 'T' (seen in the wild) is accepted. */
function readDate(text: string | null): string | null {
  if (!text) return null;
  const date = text.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:)/, '$1T$2');
  return PUBLISHED_DATE.test(date) ? date : null;
}

function readWhere(
  graph: GraphReader,
  event: Node,
): { where: EventPageWhere | null; onlineUrl: string | null } {
  let where: EventPageWhere | null = null;
  let onlineUrl: string | null = null;
  for (const location of graph.values(event, 'location')) {
    if (typeof location === 'string' && !where) {
      where = {
        name: htmlToText(location) || null,
        address: null,
        city: null,
        state: null,
        postalCode: null,
        country: null,
      };
    }
    if (!isNode(location)) continue;
    if (typesOf(location).includes('VirtualLocation')) {
      onlineUrl ??= graph.url(location, 'url');
      continue;
    }
    if (where) continue;
    where = { name: graph.text(location, 'name'), ...readAddress(graph, location) };
  }
  return { where, onlineUrl };
}

function readAddress(graph: GraphReader, place: Node): Omit<EventPageWhere, 'name'> {
  const address = graph.values(place, 'address')[0];
  if (!isNode(address)) {
    const text = typeof address === 'string' ? htmlToText(address) || null : null;
    return { address: text, city: null, state: null, postalCode: null, country: null };
  }
  const country = graph.values(address, 'addressCountry')[0];
  return {
    address: graph.text(address, 'streetAddress'),
    city: graph.text(address, 'addressLocality'),
    state: graph.text(address, 'addressRegion'),
    postalCode: graph.text(address, 'postalCode'),
    country: isNode(country) ? graph.text(country, 'name') : graph.text(address, 'addressCountry'),
  };
}

/** '25.00', 25, '$25', 'Free', '0' → the number, or null. */
function readAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = value.replace(/,/g, '').match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : null;
}

function readPrice(graph: GraphReader, event: Node): EventPageDraft['price'] {
  let amount: number | null = null;
  let currency: string | null = null;
  for (const offer of graph.values(event, 'offers')) {
    if (!isNode(offer)) continue;
    for (const key of ['price', 'lowPrice']) {
      const found = readAmount(graph.values(offer, key)[0]);
      if (found !== null && (amount === null || found < amount)) {
        amount = found;
        currency = graph.text(offer, 'priceCurrency') ?? currency;
      }
    }
    currency ??= graph.text(offer, 'priceCurrency');
  }
  const freeFlag = graph.values(event, 'isAccessibleForFree')[0];
  const isFree = amount === 0 || freeFlag === true || freeFlag === 'true' || freeFlag === 'True';
  if (amount === null && currency === null && !isFree) return null;
  return { amount: isFree && amount === null ? 0 : amount, currency, isFree };
}

function readStatus(graph: GraphReader, event: Node): EventStatus | null {
  const value = graph.text(event, 'eventStatus');
  return value ? (STATUSES[localName(value)] ?? null) : null;
}

function toDraft(graph: GraphReader, event: Node, pageUrl: string): EventPageDraft | null {
  const name = graph.text(event, 'name');
  if (!name) return null;
  const startDate = readDate(graph.text(event, 'startDate'));
  return {
    name,
    description: graph.text(event, 'description'),
    startDate,
    endDate: readDate(graph.text(event, 'endDate')),
    isAllDay: startDate !== null && !startDate.includes('T'),
    ...readWhere(graph, event),
    imageUrl: graph.url(event, 'image'),
    url: graph.url(event, 'url') ?? pageUrl,
    status: readStatus(graph, event),
    price: readPrice(graph, event),
  };
}

function pickEvent(events: Node[], pageUrl: string): Node | undefined {
  const samePage = events.find((event) => event.url === pageUrl || event['@id'] === pageUrl);
  return samePage ?? events[0];
}

/**
 * The event an HTML page describes, or null when it publishes none. JSON-LD first (richer, and what the big
 * sites publish), microdata otherwise. Among several events (a listing) the one whose url is the page wins, else
 * the first.
 */
export function extractEventFromPage(html: string, pageUrl: string): EventPageDraft | null {
  for (const roots of [readJsonLdBlocks(html), readMicrodataItems(html)]) {
    const nodes = collectNodes(roots);
    const graph = new GraphReader(nodes, pageUrl);
    const events = nodes.filter((node) => isEvent(node) && graph.text(node, 'name'));
    const event = pickEvent(events, pageUrl);
    if (event) return toDraft(graph, event, pageUrl);
  }
  return null;
}
