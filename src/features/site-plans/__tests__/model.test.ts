import { SEED_PLAN_PNG } from '@/mocks/db/seed/site-plans';
import { dataUrlBytes } from '@/lib/files/attachment';
import { centroid, fromLatLng, imageBounds, imageSize, insideImage, isSelfIntersecting, pointInPolygon, toLatLng, zoneAt, zonesAt } from '../model';
import { pinSchema, zoneSchema } from '../schemas/plan-schemas';
import { PLAN_SERVER_MESSAGES, planRuleKey, planServerT } from '../schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';

const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];
const size = { width: 800, height: 560 };

describe('site plan geometry', () => {
  it('finds points inside, outside and on the edge of a polygon', () => {
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 15, y: 5 }, square)).toBe(false);
    expect(pointInPolygon({ x: 10, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 0, y: 0 }, square)).toBe(true);
    // a concave L: the notch is outside
    const l = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 4 },
      { x: 4, y: 4 },
      { x: 4, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(pointInPolygon({ x: 2, y: 8 }, l)).toBe(true);
    expect(pointInPolygon({ x: 8, y: 8 }, l)).toBe(false);
    expect(pointInPolygon({ x: 1, y: 1 }, square.slice(0, 2))).toBe(false);
  });

  it('zoneAt answers the first zone holding a point, zonesAt all of them', () => {
    const zones = [
      { id: 1, name: 'A', points: square },
      { id: 2, name: 'B', points: square.map((p) => ({ x: p.x + 5, y: p.y })) },
    ];
    expect(zoneAt({ x: 7, y: 5 }, zones)?.name).toBe('A');
    expect(zonesAt({ x: 7, y: 5 }, zones).map((z) => z.name)).toEqual(['A', 'B']);
    expect(zoneAt({ x: 14, y: 5 }, zones)?.name).toBe('B');
    expect(zoneAt({ x: 50, y: 50 }, zones)).toBeNull();
  });

  it('tells a simple polygon from a crossing or degenerate one', () => {
    expect(isSelfIntersecting(square)).toBe(false);
    expect(isSelfIntersecting([square[0], square[2], square[1], square[3]])).toBe(true); // a bow tie
    expect(isSelfIntersecting([square[0], square[1], square[1], square[2]])).toBe(true); // a repeated corner
    expect(isSelfIntersecting([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 10, y: 0 }])).toBe(true); // all on one line
    expect(centroid(square)).toEqual({ x: 5, y: 5 });
  });

  it('maps image pixels to CRS.Simple lat/lng and back', () => {
    expect(toLatLng({ x: 120, y: 45 })).toEqual([-45, 120]);
    expect(fromLatLng({ lat: -45, lng: 120 })).toEqual({ x: 120, y: 45 });
    expect(fromLatLng({ lat: 0, lng: 0 })).toEqual({ x: 0, y: 0 });
    expect(imageBounds(size)).toEqual([
      [-560, 0],
      [0, 800],
    ]);
    expect(insideImage({ x: 800, y: 560 }, size)).toBe(true);
    expect(insideImage({ x: 801, y: 10 }, size)).toBe(false);
    expect(insideImage({ x: Number.NaN, y: 10 }, size)).toBe(false);
  });

  it('reads the size of PNG, GIF and JPEG headers', () => {
    expect(imageSize(dataUrlBytes(SEED_PLAN_PNG))).toEqual(size);
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x30, 0x02, 0, 0]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 560 });
    // SOI, an APP0 segment of 4 bytes, then SOF0 with height 300 and width 400
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 400, height: 300 });
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

const t = (key: string) => key;

describe('pin and zone schemas', () => {
  it('checks a pin: name, uniqueness, kind, coordinates on the image', async () => {
    const schema = pinSchema(t, { size, others: ['Gate'] });
    expect(await ruleErrors(schema, { name: 'Pump', kind: 'location', x: 10, y: 20 })).toEqual([]);
    expect(await ruleErrors(schema, { name: ' gate ', kind: 'location', x: 10, y: 20 })).toEqual(['validation.nameTaken']);
    expect(await ruleErrors(schema, { name: '', kind: 'nope', x: 900, y: 20 })).toEqual(['validation.nameRequired', 'validation.kindInvalid', 'validation.outsideImage']);
    expect(await ruleErrors(schema, { name: 'x'.repeat(101), kind: 'hazard', x: 'a', y: 1 })).toEqual(['validation.nameTooLong', 'validation.coordinateInvalid']);
    expect(await ruleErrors(pinSchema(t, { size: null, others: [] }), { name: 'A', kind: 'location', x: 1, y: 1 })).toEqual(['validation.outsideImage']);
  });

  it('checks a zone: at least 3 corners on the image, edges that do not cross, known permit types', async () => {
    const schema = zoneSchema(t, { size, others: ['Yard'] });
    expect(await ruleErrors(schema, { name: 'Tank', points: square, required_permits: ['hot_work'] })).toEqual([]);
    expect(await ruleErrors(schema, { name: 'yard', points: square.slice(0, 2), required_permits: [] })).toEqual(['validation.nameTaken', 'validation.tooFewPoints']);
    expect(await ruleErrors(schema, { name: 'Bow', points: [square[0], square[2], square[1], square[3]], required_permits: ['flying'] })).toEqual(['validation.selfIntersecting', 'validation.permitInvalid']);
    expect(await ruleErrors(schema, { name: 'Off', points: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 900 }, { x: 0, y: 10 }] })).toEqual(['validation.outsideImage']);
  });

  it('gives the server its English messages and maps them back to rule keys', async () => {
    expect(await ruleErrors(pinSchema(planServerT, { size, others: [] }), { name: '', kind: 'location', x: 1, y: 1 })).toEqual(['Name is required']);
    for (const [key, message] of Object.entries(PLAN_SERVER_MESSAGES)) expect(planRuleKey(message)).toBe(key);
  });
});
