/**
 * Reads the robots out of an SVG picture, and says what is wrong with them: a picture may show a
 * robot only as its one drawing (./robots.ts), placed whole with its safe area as its viewBox.
 * scripts/art/art.test.ts runs it over every SVG of content/images/ and public/.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { robotBox, robotIds, robotMarkup, type RobotId } from './robots';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode;

/** One robot placed in a picture: its id, its safe area in the picture's units, its drawing's bytes. */
export type PlacedRobot = { id: string; box: { x: number; y: number; w: number; h: number }; viewBox: string; markup: string; topLevel: boolean };

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function* elements(node: Element): Generator<Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** The robots an SVG picture places (`<svg data-robot="…">`), in document order. */
export function robotsIn(svg: string): PlacedRobot[] {
  const fragment = parseFragment(svg, { sourceCodeLocationInfo: true });
  const root = fragment.childNodes.find(isElement);
  if (!root) return [];
  const robots: PlacedRobot[] = [];
  for (const element of elements(root)) {
    const id = attr(element, 'data-robot');
    if (id === undefined) continue;
    const where = element.sourceCodeLocation;
    const markup = where?.startTag && where.endTag ? svg.slice(where.startTag.endOffset, where.endTag.startOffset) : '';
    const num = (name: string) => Number.parseFloat(attr(element, name) ?? '0') || 0;
    robots.push({
      id,
      box: { x: num('x'), y: num('y'), w: num('width'), h: num('height') },
      viewBox: attr(element, 'viewBox') ?? attr(element, 'viewbox') ?? '',
      markup,
      topLevel: element.tagName === 'svg' && element.parentNode === root,
    });
  }
  return robots;
}

const known = (id: string): id is RobotId => (robotIds as readonly string[]).includes(id);

/** Everything wrong with the robots of a picture, one line each ([] when every robot is its one drawing, placed whole). */
export function robotProblems(svg: string): string[] {
  return robotsIn(svg).flatMap((robot, i) => {
    const name = `robot ${i + 1} ("${robot.id}")`;
    if (!known(robot.id)) return [`${name}: no such robot; expected one of ${robotIds.join(', ')}`];
    const problems: string[] = [];
    if (!robot.topLevel)
      problems.push(`${name}: not placed at the top level of the picture as an <svg> (a transform around it would move its safe area)`);
    if (robot.markup !== robotMarkup(robot.id))
      problems.push(`${name}: its drawing differs from the one in scripts/art/robots.ts (drawn again or edited by hand); place it with placeRobot`);
    const safe = robotBox(robot.id);
    if (robot.viewBox !== `${safe.x} ${safe.y} ${safe.w} ${safe.h}`)
      problems.push(`${name}: viewBox "${robot.viewBox}" is not its safe area "${safe.x} ${safe.y} ${safe.w} ${safe.h}"`);
    const aspect = robot.box.w / robot.box.h / (safe.w / safe.h);
    if (!(Math.abs(aspect - 1) < 0.01))
      problems.push(`${name}: placed ${robot.box.w}×${robot.box.h}, not in its safe area's proportions (${safe.w}×${safe.h})`);
    return problems;
  });
}
