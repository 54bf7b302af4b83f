/**
 * content/images/products/: each robot's portrait (its product page, the home page's robot
 * families, the PDF, the link-preview card), the video posters and the Tara gallery.
 */
import { C, bed, board, bubble, c, desk, dripStand, floor, grid, laptop, line, p, patient, person, plant, r, seated, svg, windowPane } from '../kit';
import { fitRobot, type RobotId } from '../robots';
import { stand, type Picture } from './common';

/**
 * An 800×800 portrait. The robot fills the middle band (y 120–680): a frame of 4∶3 or wider still
 * shows it whole, and a square one shows the whole picture.
 */
function portrait(
  id: RobotId,
  options: { dark?: boolean; behind?: string; front?: string; box?: { x: number; y: number; w: number; h: number } } = {},
): string {
  const box = options.box ?? { x: 90, y: 120, w: 620, h: 560 };
  const ground = options.dark ? grid(800, 800, C.ink, C.teal3, 40, 0.12) : grid(800, 800, C.mint, C.teal2, 40, 0.1);
  const backdrop = c(400, 390, 280, options.dark ? C.ink2 : C.teal5, ' opacity=".55"');
  return svg(800, 800, ground + backdrop + (options.behind ?? '') + stand(id, fitRobot(id, box), options.dark ? 0.45 : 0.1) + (options.front ?? ''));
}

/** Books stacked on the floor (Tara Learn). */
const books = r(574, 648, 130, 28, 8, C.teal) + r(586, 620, 110, 28, 8, C.amber) + r(580, 592, 120, 28, 8, C.teal3);
/** A cross on a white badge (Tara Care). */
const careBadge = r(610, 150, 56, 56, 16, C.white) + r(630, 160, 16, 36, 6, C.teal2) + r(620, 170, 36, 16, 6, C.teal2);

/** Shop shelving beside Octa Bot. */
function shelves(x: number, y: number): string {
  const row = (yy: number, colours: string[]) =>
    r(x, yy + 70, 200, 12, 4, C.ink3, ' opacity=".35"') +
    colours.map((col, i) => r(x + 12 + i * 47, yy + 14 + (i % 2) * 12, 36, 56 - (i % 2) * 12, 8, col)).join('');
  return (
    r(x - 12, y, 224, 400, 20, C.white) +
    row(y + 10, [C.teal5, C.teal3, C.teal5, C.teal4]) +
    row(y + 110, [C.teal4, C.teal5, C.teal2, C.teal5]) +
    row(y + 210, [C.teal5, C.amber, C.teal5, C.teal3]) +
    row(y + 300, [C.teal3, C.teal5, C.teal4, C.teal5])
  );
}

/** A measuring line under Rhino, as on a drawing (no figures in the art). */
const measure = (x0: number, x1: number, y: number) =>
  line(`M${x0} ${y}H${x1}M${x0} ${y - 12}V${y + 12}M${x1} ${y - 12}V${y + 12}`, C.teal3, 2, 0.55);

/** 1280×720 video posters: a dark stage, the robot to one side, room in the middle for the play button. */
function poster(body: string): string {
  return svg(1280, 720, grid(1280, 720, C.ink, C.teal3, 48, 0.1) + floor(1280, 560, 720, C.teal3, 0.3) + body);
}

/** 1200×900 gallery scenes. */
const scene = (ground: string, body: string) => svg(1200, 900, r(0, 0, 1200, 900, 0, ground) + body);

export const productPictures: Picture[] = [
  { file: 'products/tara.svg', svg: portrait('tara') },
  { file: 'products/tara-learn.svg', svg: portrait('tara-learn', { front: books }) },
  { file: 'products/tara-greet.svg', svg: portrait('tara-greet') },
  { file: 'products/tara-care.svg', svg: portrait('tara-care', { behind: careBadge }) },
  {
    file: 'products/tara-gen3.svg',
    svg: portrait('tara-gen3', { dark: true, behind: floor(800, 560, 800, C.teal3, 0.35) + c(400, 390, 230, C.teal2, ' opacity=".25"') }),
  },
  { file: 'products/daksha.svg', svg: portrait('daksha') },
  { file: 'products/octa-bot.svg', svg: portrait('octa-bot', { behind: shelves(50, 270), box: { x: 300, y: 120, w: 420, h: 560 } }) },
  {
    file: 'products/rhino.svg',
    svg: portrait('rhino', { dark: true, box: { x: 100, y: 160, w: 600, h: 500 }, front: measure(120, 680, 708) }),
  },
  {
    file: 'products/guardian.svg',
    svg: portrait('guardian', {
      dark: true,
      box: { x: 130, y: 300, w: 540, h: 376 },
      behind: p('M400 60 250 680H550Z', C.teal3, ' opacity=".06"'),
      front: r(120, 676, 560, 8, 4, C.teal3, ' opacity=".5"'),
    }),
  },
  {
    file: 'products/tara-demo-1.svg',
    svg: poster(c(930, 360, 300, C.teal, ' opacity=".35"') + stand('tara', fitRobot('tara', { x: 790, y: 70, w: 280, h: 590 }), 0.4)),
  },
  {
    file: 'products/tara-demo-2.svg',
    svg: poster(
      c(340, 350, 260, C.teal2, ' opacity=".3"') +
        stand('tara', fitRobot('tara', { x: 200, y: 70, w: 280, h: 590 }), 0.4) +
        bubble(800, 200, 300, 96, C.teal3) +
        r(860, 340, 260, 84, 38, C.white, ' opacity=".85"') +
        r(890, 370, 150, 9, 4.5, C.ink3, ' opacity=".5"') +
        r(890, 388, 100, 9, 4.5, C.ink3, ' opacity=".35"'),
    ),
  },
  {
    file: 'products/tara-learn-demo.svg',
    svg: poster(board(110, 120, 500, 290, 'chart') + stand('tara-learn', fitRobot('tara-learn', { x: 820, y: 70, w: 280, h: 590 }), 0.4)),
  },
  {
    file: 'products/tara-gen3-scene.svg',
    svg: poster(
      `<ellipse cx="640" cy="390" rx="360" ry="90" fill="none" stroke="${C.teal3}" stroke-width="2" opacity=".6"/>` +
        `<ellipse cx="640" cy="370" rx="260" ry="300" fill="none" stroke="${C.teal3}" stroke-width="2" opacity=".35"/>` +
        c(640, 360, 220, C.teal2, ' opacity=".25"') +
        stand('tara-gen3', fitRobot('tara-gen3', { x: 500, y: 90, w: 280, h: 560 }), 0.4),
    ),
  },
  {
    file: 'products/gallery-classroom.svg',
    svg: scene(
      C.mint,
      grid(1200, 660, C.mint, C.teal2, 60, 0.08) +
        r(0, 660, 1200, 240, 0, C.mist) +
        board(80, 110, 560, 320, 'shapes') +
        desk(90, 700, 240, 840) +
        desk(400, 700, 240, 840) +
        seated(210, 790, 0.75, C.teal) +
        seated(520, 790, 0.75, C.teal3) +
        stand('tara-learn', fitRobot('tara-learn', { x: 760, y: 150, w: 330, h: 680 })),
    ),
  },
  {
    file: 'products/gallery-reception.svg',
    svg: scene(
      C.mist,
      grid(1200, 640, C.mist, C.teal2, 60, 0.08) +
        r(0, 640, 1200, 260, 0, C.mint) +
        r(90, 470, 460, 250, 28, C.white) +
        r(90, 560, 460, 20, 0, C.teal3) +
        r(130, 420, 200, 60, 12, C.ink3) +
        r(150, 434, 160, 34, 6, C.teal4, ' opacity=".7"') +
        plant(620, 740, 1.1) +
        stand('tara-greet', fitRobot('tara-greet', { x: 690, y: 150, w: 330, h: 640 })) +
        person(1080, 800, 0.85, C.amber),
    ),
  },
  {
    file: 'products/gallery-hospital.svg',
    svg: scene(
      C.white,
      r(0, 0, 1200, 620, 0, C.mint) +
        floor(1200, 620, 900, C.teal2, 0.25) +
        r(80, 150, 170, 470, 12, C.teal5) +
        r(100, 380, 18, 40, 9, C.ink3) +
        windowPane(880, 120, 240, 220) +
        bed(620, 560, 480, 760) +
        patient(630, 560, 440) +
        dripStand(1140, 780, 330) +
        stand('tara-care', fitRobot('tara-care', { x: 300, y: 160, w: 300, h: 640 })),
    ),
  },
  {
    file: 'products/gallery-lab.svg',
    svg: scene(
      C.mint,
      grid(1200, 640, C.mint, C.teal2, 60, 0.1) +
        r(0, 640, 1200, 260, 0, C.mist) +
        desk(560, 560, 580, 800) +
        laptop(600, 560, 180) +
        r(820, 500, 120, 60, 10, C.teal3) +
        r(836, 470, 88, 30, 8, C.amber) +
        r(960, 420, 160, 140, 14, C.ink2) +
        r(974, 434, 132, 96, 8, C.teal) +
        line('M986 510 1020 480 1052 498 1090 456', C.teal5, 6) +
        r(1030, 530, 20, 30, 4, C.ink3) +
        stand('tara-learn', fitRobot('tara-learn', { x: 150, y: 230, w: 300, h: 570 })),
    ),
  },
];
