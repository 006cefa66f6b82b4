/**
 * The demo's categories, each with a palette for its generated images and the templates its experience names and
 * descriptions are composed from. Tokens: {venue}, {hood}, {topic}, {act}, {adj}, {city}.
 */

export const CATEGORY_SLUGS = [
  'music',
  'comedy',
  'arts',
  'theatre',
  'film',
  'food-drink',
  'nightlife',
  'outdoors',
  'sports',
  'family',
  'learning',
  'markets',
  'wellness',
  'community',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
  /** Relative share of the experiences. */
  weight: number;
  /** Background gradient and accent colours of the generated images. */
  palette: readonly [string, string, string];
  titles: readonly string[];
  topics: readonly string[];
  acts: readonly string[];
  blurbs: readonly string[];
}

const ADJECTIVES = [
  'Late-Night',
  'Sunday',
  'Midweek',
  'Summer',
  'Winter',
  'Open-Air',
  'Intimate',
  'Big',
  'Free',
  'Seasonal',
];
export const SEED_ADJECTIVES: readonly string[] = ADJECTIVES;

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    slug: 'music',
    name: 'Music',
    weight: 16,
    palette: ['#5618F7', '#1B0B4F', '#F7C948'],
    titles: [
      '{act} Live at {venue}',
      '{adj} Jazz Sessions',
      '{act}: {topic} Tour',
      '{topic} Night with {act}',
      '{adj} Chamber Series: {topic}',
    ],
    topics: [
      'Blue Note',
      'Soul Revival',
      'Indie Folk',
      'Brass & Bass',
      'Latin Jazz',
      'Beethoven Cycle',
      'Vinyl Classics',
      'Synthwave',
      'Bluegrass',
      'Gospel Brunch',
    ],
    acts: [
      'The Harbor Lights',
      'Mara Quinn Trio',
      'Velvet Static',
      'Kofi & The Northside',
      'The Back Bay Horns',
      'Lena Ortiz',
      'Saltwater Choir',
      'Neon Orchard',
      'The Lowell Street Band',
      'June Okafor Quartet',
    ],
    blurbs: [
      'An evening of {topic} from {act}, in one of the best rooms in {hood}.',
      '{act} bring their {topic} set to {venue}. Doors open an hour before the music starts.',
      'Live music in {hood}: {act} with special guests. All ages unless noted.',
    ],
  },
  {
    slug: 'comedy',
    name: 'Comedy',
    weight: 9,
    palette: ['#FF6B35', '#3D1308', '#FFE66D'],
    titles: [
      '{adj} Stand-Up Showcase',
      '{act}: {topic}',
      'Improv Night: {topic}',
      'Open Mic at {venue}',
      '{act} Live',
    ],
    topics: [
      'No Notes',
      'Family Dinner',
      'Overheard on the T',
      'Small Talk',
      'Roommates',
      'Group Chat',
      'Dating Apps',
      'Commuter Rail',
    ],
    acts: [
      'Dana Flores',
      'Marcus Bell',
      'The Mainstage Ensemble',
      'Priya Shah',
      'Tom Keller',
      'Ayo Adeyemi',
      'The Late Shift Players',
    ],
    blurbs: [
      'Stand-up from {act} and friends. Two-drink minimum; 18+.',
      'Fast, unscripted and built from your suggestions: {topic} at {venue}.',
      'A night of comedy in {hood}. Arrive early for the best seats.',
    ],
  },
  {
    slug: 'arts',
    name: 'Arts',
    weight: 10,
    palette: ['#2EC4B6', '#0B3C49', '#FF9F1C'],
    titles: [
      '{topic}: A Retrospective',
      'New Work: {topic}',
      '{topic} in Focus',
      'Gallery Talk: {topic}',
      '{adj} Open Studios',
    ],
    topics: [
      'Light and Water',
      'The Modern Portrait',
      'Women of the Bauhaus',
      'Prints of Edo Japan',
      'City as Canvas',
      'Color Field',
      'Textiles of the Andes',
      'Photography After Dark',
    ],
    acts: ['curator-led', 'artist-led', 'docent-led'],
    blurbs: [
      '{topic} brings together works rarely seen together, with a {act} tour on weekends.',
      'An exhibition at {venue} exploring {topic}.',
      'Artists of {hood} open their studios: meet them, see new work, buy directly.',
    ],
  },
  {
    slug: 'theatre',
    name: 'Theatre',
    weight: 7,
    palette: ['#9B2335', '#2B0A10', '#F2D0A4'],
    titles: ['{topic}', '{topic}: A New Play', '{adj} Shakespeare: {topic}', '{topic} (Staged Reading)'],
    topics: [
      'Twelfth Night',
      'The Glass Menagerie',
      'A Raisin in the Sun',
      'Harbor Town',
      'The Lighthouse Keepers',
      'Much Ado About Nothing',
      'Tidewater',
      'The Crucible',
    ],
    acts: ['the resident company', 'a touring cast', 'the studio ensemble'],
    blurbs: [
      '{topic}, performed by {act} at {venue}. Running time about two hours with one interval.',
      'A new staging of {topic} in {hood}. Post-show talkback on Thursdays.',
    ],
  },
  {
    slug: 'film',
    name: 'Film',
    weight: 6,
    palette: ['#222222', '#4A4E69', '#F2E94E'],
    titles: [
      '{topic} on 35mm',
      'Midnight Movie: {topic}',
      '{adj} Film Series: {topic}',
      'Documentary Night: {topic}',
    ],
    topics: [
      'Casablanca',
      'Chinatown',
      'Jaws',
      'The Big Lebowski',
      'Spirited Away',
      'Good Will Hunting',
      'Paris, Texas',
      'Moonlight',
      'Rear Window',
    ],
    acts: ['with an introduction', 'with a Q&A', 'in a new restoration'],
    blurbs: ['{topic} {act} at {venue}.', 'A cult favourite back on the big screen in {hood}: {topic}.'],
  },
  {
    slug: 'food-drink',
    name: 'Food & Drink',
    weight: 9,
    palette: ['#E76F51', '#264653', '#E9C46A'],
    titles: [
      '{topic} Tasting',
      '{adj} Brewery Tour',
      '{topic} Pop-Up',
      'Chef’s Table: {topic}',
      'Happy Hour at {venue}',
    ],
    topics: [
      'Oyster & Cider',
      'New England IPA',
      'Natural Wine',
      'Dumpling',
      'Taco',
      'Clam Chowder',
      'Ramen',
      'Mezcal',
      'Pastry',
    ],
    acts: ['local makers', 'the brewers', 'guest chefs'],
    blurbs: [
      '{topic} with {act}. Tickets include tastings; 21+ with ID.',
      'Eat your way through {hood}: {topic} at {venue}.',
    ],
  },
  {
    slug: 'nightlife',
    name: 'Nightlife',
    weight: 7,
    palette: ['#FF006E', '#0D0221', '#3A86FF'],
    titles: ['{adj} Dance Party', '{topic} Night', 'DJ {act}', 'Trivia at {venue}', 'Karaoke: {topic}'],
    topics: [
      '90s vs 2000s',
      'Disco',
      'Afrobeats',
      'House & Techno',
      'Emo',
      'Motown',
      'Reggaeton',
      'Power Ballads',
    ],
    acts: ['Nova', 'Kid Lantern', 'Selecta Mae', 'Lowtide', 'Rosa Verde'],
    blurbs: ['{topic} until late at {venue}. 21+.', 'The {hood} night out: {topic} with DJ {act}.'],
  },
  {
    slug: 'outdoors',
    name: 'Outdoors',
    weight: 7,
    palette: ['#2D6A4F', '#081C15', '#B7E4C7'],
    titles: ['{adj} Guided Walk: {topic}', 'Sunrise {topic}', '{topic} at {venue}', 'Volunteer Day: {topic}'],
    topics: [
      'Bird Watching',
      'Tree Identification',
      'Harbor Kayaking',
      'Fall Foliage',
      'Stargazing',
      'Park Clean-Up',
      'History Trail',
      'Photo Walk',
    ],
    acts: ['park rangers', 'local naturalists', 'volunteers'],
    blurbs: [
      'Join {act} for {topic} in {hood}. Wear comfortable shoes.',
      '{topic} at {venue}; free, all levels welcome.',
    ],
  },
  {
    slug: 'sports',
    name: 'Sports',
    weight: 5,
    palette: ['#1D3557', '#0B132B', '#E63946'],
    titles: ['{topic}', 'Home Game: {topic}', '{adj} 5K: {topic}', 'Watch Party: {topic}'],
    topics: [
      'Red Sox vs. Yankees',
      'Celtics vs. Knicks',
      'Bruins vs. Canadiens',
      'Nationals vs. Mets',
      'D.C. United vs. Orlando',
      'Capitals vs. Penguins',
      'Charity Fun Run',
    ],
    acts: ['the home team', 'local clubs'],
    blurbs: [
      '{topic} at {venue}. Gates open 90 minutes before first pitch or puck drop.',
      'Cheer on {act}: {topic}.',
    ],
  },
  {
    slug: 'family',
    name: 'Family',
    weight: 7,
    palette: ['#FFB703', '#023047', '#8ECAE6'],
    titles: [
      '{adj} Family Day: {topic}',
      'Story Time: {topic}',
      'Kids Lab: {topic}',
      '{topic} for Little Ones',
    ],
    topics: [
      'Dinosaurs',
      'Ocean Animals',
      'Build a Robot',
      'Paper Lanterns',
      'Space Explorers',
      'Puppet Theatre',
      'Bubbles & Science',
    ],
    acts: ['museum educators', 'librarians', 'visiting artists'],
    blurbs: [
      'Hands-on fun with {act}: {topic}. Best for ages 4–10.',
      'A family morning in {hood}: {topic} at {venue}.',
    ],
  },
  {
    slug: 'learning',
    name: 'Learning',
    weight: 7,
    palette: ['#3A0CA3', '#10002B', '#4CC9F0'],
    titles: ['Lecture: {topic}', 'Workshop: {topic}', '{adj} Book Talk: {topic}', 'Panel: {topic}'],
    topics: [
      'The History of the Harbor',
      'Intro to Astronomy',
      'AI and the City',
      'Writing Memoir',
      'Revolutionary Boston',
      'Climate and Coasts',
      'Printmaking Basics',
    ],
    acts: ['historians', 'authors', 'researchers', 'practitioners'],
    blurbs: [
      '{topic}, with {act} and time for questions.',
      'A talk at {venue} on {topic}. Free with registration.',
    ],
  },
  {
    slug: 'markets',
    name: 'Markets',
    weight: 5,
    palette: ['#BC6C25', '#283618', '#FEFAE0'],
    titles: ['{adj} Farmers Market', '{topic} Market', 'Makers Fair at {venue}', 'Flea at {venue}'],
    topics: ['Holiday', 'Vintage', 'Night', 'Artisan', 'Harvest', 'Plant Swap', 'Record Fair'],
    acts: ['local farmers', 'makers', 'vendors'],
    blurbs: [
      'Dozens of {act} at {venue}: produce, bread, flowers and more.',
      'The {hood} {topic} market, with food trucks and live music.',
    ],
  },
  {
    slug: 'wellness',
    name: 'Wellness',
    weight: 4,
    palette: ['#80B918', '#1B4332', '#F1FAEE'],
    titles: ['{adj} Yoga at {venue}', 'Meditation: {topic}', 'Run Club: {topic}', 'Sound Bath: {topic}'],
    topics: ['Slow Flow', 'Breathwork', 'Riverside 5K', 'Mindful Mornings', 'Tai Chi', 'Stretch & Reset'],
    acts: ['certified instructors', 'volunteer coaches'],
    blurbs: ['{topic} led by {act}. Bring a mat and water.', 'A calm hour in {hood}: {topic} at {venue}.'],
  },
  {
    slug: 'community',
    name: 'Community',
    weight: 4,
    palette: ['#F4A261', '#6D597A', '#FFFFFF'],
    titles: ['{adj} Neighborhood Meetup', 'Volunteer Night: {topic}', 'Town Hall: {topic}', '{topic} Swap'],
    topics: [
      'Book',
      'Clothing',
      'Seed',
      'Public Transit',
      'Food Pantry',
      'Local Elections',
      'Language Exchange',
    ],
    acts: ['neighbours', 'volunteers', 'local organisers'],
    blurbs: ['Meet {act} from {hood}: {topic}.', 'A community evening at {venue}. Everyone welcome.'],
  },
];

export function getSeedCategory(slug: CategorySlug): SeedCategory {
  const category = SEED_CATEGORIES.find((c) => c.slug === slug);
  if (!category) throw new RangeError(`unknown seed category ${slug}`);
  return category;
}
