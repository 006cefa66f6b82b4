/**
 * Real places of the demo: Boston-area and DC-area venues with their addresses and coordinates (each inside its
 * location's bounding box, checked by seed-venues.test.ts), the neighbourhood they are in and the categories of
 * what usually happens there.
 */
import type { LocationSlug } from '@happenings/domain/locations';
import type { CategorySlug } from './seed-categories.ts';

export interface SeedVenue {
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  lat: number;
  lng: number;
  neighbourhood: string;
  categories: readonly CategorySlug[];
  /** Museums and galleries: they run ongoing exhibitions with opening hours. */
  isMuseum?: boolean;
  /** Bars and clubs: weekly hours that run past midnight. */
  isBar?: boolean;
  /** Sports venues: the fixtures played there (the home team's games). */
  fixtures?: readonly string[];
}

/** Home fixtures per sports venue, so a Red Sox game is never at Nationals Park. */
const FIXTURES: Record<string, readonly string[]> = {
  'Fenway Park': ['Red Sox vs. Yankees', 'Red Sox vs. Orioles', 'Red Sox vs. Blue Jays', 'Fenway Charity 5K'],
  'TD Garden': ['Celtics vs. Knicks', 'Celtics vs. 76ers', 'Bruins vs. Canadiens', 'Bruins vs. Maple Leafs'],
  'Nationals Park': ['Nationals vs. Mets', 'Nationals vs. Phillies', 'Nationals vs. Braves'],
  'Capital One Arena': ['Capitals vs. Penguins', 'Capitals vs. Rangers', 'Wizards vs. Celtics'],
  'Audi Field': [
    'D.C. United vs. Orlando City',
    'D.C. United vs. New York Red Bulls',
    'Washington Spirit vs. Gotham FC',
  ],
};

type Row = [
  name: string,
  address: string,
  city: string,
  postalCode: string,
  lat: number,
  lng: number,
  neighbourhood: string,
  categories: CategorySlug[],
  flags?: 'museum' | 'bar',
];

const toVenues = (state: string, rows: Row[]): SeedVenue[] =>
  rows.map(([name, address, city, postalCode, lat, lng, neighbourhood, categories, flag]) => ({
    name,
    address,
    city,
    state,
    postalCode,
    lat,
    lng,
    neighbourhood,
    categories,
    ...(flag === 'museum' ? { isMuseum: true } : {}),
    ...(flag === 'bar' ? { isBar: true } : {}),
    ...(FIXTURES[name] ? { fixtures: FIXTURES[name] } : {}),
  }));

// biome-ignore format: a table, one venue per line
const BOSTON: Row[] = [
  ['Museum of Fine Arts, Boston', '465 Huntington Ave', 'Boston', '02115', 42.3394, -71.094, 'Fenway', ['arts', 'family', 'learning'], 'museum'],
  ['Isabella Stewart Gardner Museum', '25 Evans Way', 'Boston', '02115', 42.3382, -71.0991, 'Fenway', ['arts', 'music'], 'museum'],
  ['ICA Boston', '25 Harbor Shore Dr', 'Boston', '02210', 42.3528, -71.0431, 'Seaport', ['arts', 'film'], 'museum'],
  ["Wally's Café Jazz Club", '427 Massachusetts Ave', 'Boston', '02118', 42.3425, -71.081, 'South End', ['music', 'nightlife'], 'bar'],
  ['Brighton Music Hall', '158 Brighton Ave', 'Boston', '02134', 42.3527, -71.1323, 'Allston', ['music', 'nightlife']],
  ['The Sinclair', '52 Church St', 'Cambridge', '02138', 42.3746, -71.1206, 'Harvard Square', ['music', 'nightlife']],
  ['Boston Symphony Hall', '301 Massachusetts Ave', 'Boston', '02115', 42.3429, -71.0857, 'Fenway', ['music']],
  ['House of Blues Boston', '15 Lansdowne St', 'Boston', '02215', 42.3471, -71.0952, 'Fenway', ['music', 'nightlife']],
  ['Harvard Art Museums', '32 Quincy St', 'Cambridge', '02138', 42.3741, -71.1144, 'Harvard Square', ['arts', 'learning'], 'museum'],
  ['MIT Museum', '314 Main St', 'Cambridge', '02142', 42.3623, -71.0856, 'Kendall Square', ['learning', 'family'], 'museum'],
  ['Boston Public Library, Copley Square', '700 Boylston St', 'Boston', '02116', 42.3495, -71.0781, 'Back Bay', ['learning', 'community', 'arts']],
  ['Faneuil Hall Marketplace', '4 S Market St', 'Boston', '02109', 42.36, -71.0546, 'Downtown', ['markets', 'food-drink', 'community']],
  ['Boston Common', '139 Tremont St', 'Boston', '02111', 42.3551, -71.0656, 'Downtown', ['outdoors', 'community', 'family']],
  ['Arnold Arboretum', '125 Arborway', 'Boston', '02130', 42.2995, -71.1218, 'Jamaica Plain', ['outdoors', 'wellness', 'learning']],
  ['Museum of Science', '1 Science Park', 'Boston', '02114', 42.3676, -71.0709, 'West End', ['family', 'learning'], 'museum'],
  ['New England Aquarium', '1 Central Wharf', 'Boston', '02110', 42.3591, -71.0498, 'Waterfront', ['family', 'learning']],
  ['Paradise Rock Club', '967 Commonwealth Ave', 'Boston', '02215', 42.3519, -71.1191, 'Allston', ['music', 'nightlife']],
  ['Laugh Boston', '425 Summer St', 'Boston', '02210', 42.3489, -71.0419, 'Seaport', ['comedy']],
  ['Improv Asylum', '216 Hanover St', 'Boston', '02113', 42.3634, -71.0556, 'North End', ['comedy']],
  ['Trillium Fort Point', '50 Thomson Pl', 'Boston', '02210', 42.3519, -71.0494, 'Fort Point', ['food-drink', 'nightlife'], 'bar'],
  ['Boston Public Market', '100 Hanover St', 'Boston', '02108', 42.362, -71.0573, 'Downtown', ['markets', 'food-drink']],
  ['SoWa Open Market', '460 Harrison Ave', 'Boston', '02118', 42.3418, -71.0655, 'South End', ['markets', 'arts', 'food-drink']],
  ['Coolidge Corner Theatre', '290 Harvard St', 'Brookline', '02446', 42.3425, -71.1214, 'Brookline', ['film']],
  ['Brattle Theatre', '40 Brattle St', 'Cambridge', '02138', 42.3735, -71.121, 'Harvard Square', ['film']],
  ['Fenway Park', '4 Jersey St', 'Boston', '02215', 42.3467, -71.0972, 'Fenway', ['sports', 'family']],
  ['TD Garden', '100 Legends Way', 'Boston', '02114', 42.3662, -71.0621, 'West End', ['sports', 'music']],
  ['Wang Theatre', '270 Tremont St', 'Boston', '02116', 42.3503, -71.0648, 'Theatre District', ['theatre', 'music']],
  ['Emerson Colonial Theatre', '106 Boylston St', 'Boston', '02116', 42.3521, -71.0651, 'Theatre District', ['theatre']],
  ['Huntington Theatre', '264 Huntington Ave', 'Boston', '02115', 42.3436, -71.0868, 'Fenway', ['theatre']],
  ['American Repertory Theater', '64 Brattle St', 'Cambridge', '02138', 42.3762, -71.1224, 'Harvard Square', ['theatre']],
  ['Club Passim', '47 Palmer St', 'Cambridge', '02138', 42.3733, -71.1195, 'Harvard Square', ['music']],
  ['The Middle East', '472 Massachusetts Ave', 'Cambridge', '02139', 42.3634, -71.101, 'Central Square', ['music', 'nightlife'], 'bar'],
  ['Lizard Lounge', '1667 Massachusetts Ave', 'Cambridge', '02138', 42.3822, -71.1196, 'Porter Square', ['music', 'nightlife'], 'bar'],
  ['Somerville Theatre', '55 Davis Sq', 'Somerville', '02144', 42.3967, -71.1226, 'Davis Square', ['film', 'music']],
  ['The Comedy Studio', '1 Bow Market Way', 'Somerville', '02143', 42.3813, -71.0968, 'Union Square', ['comedy']],
  ['Bow Market', '1 Bow Market Way', 'Somerville', '02143', 42.3812, -71.0971, 'Union Square', ['markets', 'food-drink']],
  ['Union Square Farmers Market', 'Union Square Plaza', 'Somerville', '02143', 42.3796, -71.0934, 'Union Square', ['markets', 'community']],
  ['Copley Square Farmers Market', '139 St James Ave', 'Boston', '02116', 42.35, -71.0762, 'Back Bay', ['markets']],
  ["Boston Children's Museum", '308 Congress St', 'Boston', '02210', 42.3519, -71.0498, 'Fort Point', ['family', 'learning']],
  ['Franklin Park Zoo', '1 Franklin Park Rd', 'Boston', '02121', 42.303, -71.086, 'Dorchester', ['family', 'outdoors']],
  ['Castle Island', '2010 William J Day Blvd', 'Boston', '02127', 42.3376, -71.0122, 'South Boston', ['outdoors', 'wellness']],
  ['Boston Harbor Islands Pavilion', '191 W Atlantic Ave', 'Boston', '02110', 42.3593, -71.0512, 'Waterfront', ['outdoors', 'family']],
  ['Hatch Memorial Shell', '47 David G Mugar Way', 'Boston', '02108', 42.3562, -71.074, 'Back Bay', ['music', 'outdoors', 'community']],
  ['Boston Public Garden', '4 Charles St', 'Boston', '02116', 42.3541, -71.0703, 'Back Bay', ['outdoors', 'wellness']],
  ['Boston Athenæum', '10½ Beacon St', 'Boston', '02108', 42.3577, -71.0618, 'Beacon Hill', ['learning', 'arts']],
  ['Old North Church', '193 Salem St', 'Boston', '02113', 42.3663, -71.0544, 'North End', ['learning', 'community']],
  ['USS Constitution Museum', 'Building 22, Charlestown Navy Yard', 'Boston', '02129', 42.3724, -71.0552, 'Charlestown', ['learning', 'family'], 'museum'],
  ['Harpoon Brewery', '306 Northern Ave', 'Boston', '02210', 42.3466, -71.0342, 'Seaport', ['food-drink', 'nightlife'], 'bar'],
  ['Cambridge Brewing Company', '1 Kendall Sq', 'Cambridge', '02139', 42.3665, -71.0909, 'Kendall Square', ['food-drink'], 'bar'],
  ['Time Out Market Boston', '401 Park Dr', 'Boston', '02215', 42.345, -71.099, 'Fenway', ['food-drink']],
  ['Bell in Hand Tavern', '45 Union St', 'Boston', '02108', 42.3612, -71.0569, 'Downtown', ['nightlife', 'music'], 'bar'],
  ['Royale Boston', '279 Tremont St', 'Boston', '02116', 42.3502, -71.0653, 'Theatre District', ['nightlife', 'music'], 'bar'],
  ['The Jungle', '290 Broadway', 'Somerville', '02145', 42.3897, -71.088, 'Winter Hill', ['music', 'comedy']],
  ['Berklee Performance Center', '136 Massachusetts Ave', 'Boston', '02115', 42.3475, -71.0869, 'Back Bay', ['music']],
  ['Jordan Hall', '30 Gainsborough St', 'Boston', '02115', 42.3404, -71.0869, 'Fenway', ['music']],
  ['Boston Center for the Arts', '539 Tremont St', 'Boston', '02116', 42.3439, -71.07, 'South End', ['theatre', 'arts']],
  ['Cambridge Public Library', '449 Broadway', 'Cambridge', '02138', 42.3734, -71.1118, 'Mid-Cambridge', ['learning', 'community']],
  ['Jamaica Pond', '507 Jamaicaway', 'Boston', '02130', 42.316, -71.12, 'Jamaica Plain', ['outdoors', 'wellness']],
  ['Commonwealth Avenue Mall', 'Commonwealth Ave & Arlington St', 'Boston', '02116', 42.351, -71.08, 'Back Bay', ['outdoors', 'wellness']],
  ['Dorchester Brewing Company', '1250 Massachusetts Ave', 'Boston', '02125', 42.3297, -71.0623, 'Dorchester', ['food-drink', 'nightlife'], 'bar'],
  ['Cambridge Common', 'Garden St & Massachusetts Ave', 'Cambridge', '02138', 42.3766, -71.1205, 'Harvard Square', ['outdoors', 'community']],
  ['Boston Tea Party Ships & Museum', '306 Congress St', 'Boston', '02210', 42.3522, -71.0513, 'Fort Point', ['family', 'learning']],
  ["Nick's Comedy Stop", '100 Warrenton St', 'Boston', '02116', 42.3507, -71.0655, 'Theatre District', ['comedy']],
  ['Lamplighter Brewing Co.', '284 Broadway', 'Cambridge', '02139', 42.367, -71.1003, 'Central Square', ['food-drink', 'community'], 'bar'],
];

// biome-ignore format: a table, one venue per line
const WASHINGTON: Row[] = [
  ['National Museum of Natural History', '10th St & Constitution Ave NW', 'Washington', '20560', 38.8913, -77.0261, 'National Mall', ['learning', 'family'], 'museum'],
  ['National Air and Space Museum', '600 Independence Ave SW', 'Washington', '20560', 38.8882, -77.0199, 'National Mall', ['learning', 'family'], 'museum'],
  ['National Museum of African American History and Culture', '1400 Constitution Ave NW', 'Washington', '20560', 38.8911, -77.0326, 'National Mall', ['learning', 'arts'], 'museum'],
  ['National Museum of American History', '1300 Constitution Ave NW', 'Washington', '20560', 38.8913, -77.03, 'National Mall', ['learning', 'family'], 'museum'],
  ['Smithsonian American Art Museum', '8th & G Sts NW', 'Washington', '20004', 38.8979, -77.0229, 'Penn Quarter', ['arts'], 'museum'],
  ['National Gallery of Art', 'Constitution Ave NW & 6th St', 'Washington', '20565', 38.8913, -77.02, 'National Mall', ['arts', 'film'], 'museum'],
  ['Hirshhorn Museum and Sculpture Garden', 'Independence Ave & 7th St SW', 'Washington', '20560', 38.8881, -77.023, 'National Mall', ['arts'], 'museum'],
  ['The Kennedy Center', '2700 F St NW', 'Washington', '20566', 38.8957, -77.0558, 'Foggy Bottom', ['music', 'theatre', 'comedy']],
  ['9:30 Club', '815 V St NW', 'Washington', '20001', 38.918, -77.0237, 'U Street', ['music', 'nightlife']],
  ['The Anthem', '901 Wharf St SW', 'Washington', '20024', 38.88, -77.026, 'The Wharf', ['music']],
  ['Black Cat', '1811 14th St NW', 'Washington', '20009', 38.9146, -77.0317, 'Logan Circle', ['music', 'nightlife'], 'bar'],
  ['Blues Alley', '1073 Wisconsin Ave NW', 'Washington', '20007', 38.9045, -77.0627, 'Georgetown', ['music', 'nightlife']],
  ['DC Improv', '1140 Connecticut Ave NW', 'Washington', '20036', 38.9048, -77.041, 'Dupont Circle', ['comedy']],
  ['Union Market', '1309 5th St NE', 'Washington', '20002', 38.9085, -76.9976, 'NoMa', ['markets', 'food-drink']],
  ['Eastern Market', '225 7th St SE', 'Washington', '20003', 38.8865, -76.9963, 'Capitol Hill', ['markets', 'community']],
  ['The Wharf', '760 Maine Ave SW', 'Washington', '20024', 38.8785, -77.0232, 'The Wharf', ['outdoors', 'community', 'food-drink']],
  ['Lincoln Theatre', '1215 U St NW', 'Washington', '20009', 38.917, -77.0289, 'U Street', ['music', 'comedy']],
  ['Howard Theatre', '620 T St NW', 'Washington', '20001', 38.9155, -77.0209, 'Shaw', ['music']],
  ['The Phillips Collection', '1600 21st St NW', 'Washington', '20009', 38.9115, -77.0468, 'Dupont Circle', ['arts', 'music'], 'museum'],
  ['Arena Stage', '1101 6th St SW', 'Washington', '20024', 38.8774, -77.02, 'Southwest Waterfront', ['theatre']],
  ['Rock Creek Park Nature Center', '5200 Glover Rd NW', 'Washington', '20015', 38.9592, -77.0503, 'Rock Creek Park', ['outdoors', 'family', 'wellness']],
  ['Nationals Park', '1500 S Capitol St SE', 'Washington', '20003', 38.873, -77.0074, 'Navy Yard', ['sports', 'family']],
  ['Capital One Arena', '601 F St NW', 'Washington', '20004', 38.8981, -77.0209, 'Chinatown', ['sports', 'music']],
  ["Ford's Theatre", '511 10th St NW', 'Washington', '20004', 38.8967, -77.0257, 'Penn Quarter', ['theatre', 'learning']],
  ['Sidney Harman Hall', '610 F St NW', 'Washington', '20004', 38.8972, -77.0208, 'Penn Quarter', ['theatre']],
  ['Woolly Mammoth Theatre', '641 D St NW', 'Washington', '20004', 38.8946, -77.0211, 'Penn Quarter', ['theatre']],
  ['National Portrait Gallery', '8th & F Sts NW', 'Washington', '20001', 38.898, -77.0232, 'Penn Quarter', ['arts', 'learning'], 'museum'],
  ['Library of Congress', '101 Independence Ave SE', 'Washington', '20540', 38.8887, -77.0047, 'Capitol Hill', ['learning']],
  ['National Building Museum', '401 F St NW', 'Washington', '20001', 38.8977, -77.0176, 'Judiciary Square', ['learning', 'family', 'arts'], 'museum'],
  ['United States Botanic Garden', '100 Maryland Ave SW', 'Washington', '20001', 38.8881, -77.0129, 'National Mall', ['outdoors', 'learning']],
  ["Smithsonian's National Zoo", '3001 Connecticut Ave NW', 'Washington', '20008', 38.9296, -77.0498, 'Woodley Park', ['family', 'outdoors']],
  ['Dupont Circle FRESHFARM Market', '1500 20th St NW', 'Washington', '20036', 38.9107, -77.0453, 'Dupont Circle', ['markets']],
  ['Bluejacket Brewery', '300 Tingey St SE', 'Washington', '20003', 38.8751, -77.0009, 'Navy Yard', ['food-drink', 'nightlife'], 'bar'],
  ['DC Brau Brewing', '3178 Bladensburg Rd NE', 'Washington', '20018', 38.9258, -76.9622, 'Langdon', ['food-drink'], 'bar'],
  ['Arlington Cinema & Drafthouse', '2903 Columbia Pike', 'Arlington', '22204', 38.8626, -77.0863, 'Arlington', ['film', 'comedy']],
  ['AFI Silver Theatre', '8633 Colesville Rd', 'Silver Spring', '20910', 38.9966, -77.026, 'Silver Spring', ['film']],
  ["Landmark's E Street Cinema", '555 11th St NW', 'Washington', '20004', 38.8966, -77.0271, 'Penn Quarter', ['film']],
  ['Songbyrd Music House', '540 Penn St NE', 'Washington', '20002', 38.914, -76.9963, 'Union Market', ['music', 'nightlife'], 'bar'],
  ['Georgetown Waterfront Park', '3303 Water St NW', 'Washington', '20007', 38.9025, -77.0648, 'Georgetown', ['outdoors', 'wellness']],
  ['Meridian Hill Park', '16th St & W St NW', 'Washington', '20009', 38.9212, -77.0358, 'Columbia Heights', ['outdoors', 'community', 'music']],
  ['The Hamilton Live', '600 14th St NW', 'Washington', '20005', 38.8974, -77.0322, 'Downtown', ['music', 'food-drink']],
  ['Torpedo Factory Art Center', '105 N Union St', 'Alexandria', '22314', 38.805, -77.0395, 'Old Town Alexandria', ['arts', 'learning'], 'museum'],
  ['Audi Field', '100 Potomac Ave SW', 'Washington', '20024', 38.8683, -77.0128, 'Buzzard Point', ['sports']],
  ['DC Comedy Loft', '1523 22nd St NW', 'Washington', '20037', 38.9101, -77.0488, 'Dupont Circle', ['comedy', 'nightlife']],
];

const BOSTON_VENUES = toVenues('MA', BOSTON);
const WASHINGTON_VENUES = toVenues('DC', WASHINGTON).map((venue) =>
  // Arlington and Alexandria are in Virginia, Silver Spring in Maryland.
  ['Arlington', 'Alexandria'].includes(venue.city)
    ? { ...venue, state: 'VA' }
    : venue.city === 'Silver Spring'
      ? { ...venue, state: 'MD' }
      : venue,
);

export const SEED_VENUES: Readonly<Record<LocationSlug, readonly SeedVenue[]>> = {
  'boston-ma': BOSTON_VENUES,
  'washington-dc': WASHINGTON_VENUES,
};

/** The neighbourhoods the demo venues are in, per location (search understands them: "jazz in Fenway"). */
export function listSeedNeighbourhoods(location: LocationSlug): string[] {
  return [...new Set(SEED_VENUES[location].map((venue) => venue.neighbourhood))];
}
