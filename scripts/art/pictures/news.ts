/**
 * content/images/news/: the newsroom's pictures, 1200×750 (16∶10, the frame of a news card), in
 * the light style of the service robots. Pictures without a robot that were drawn by hand stay as
 * they are (the map, the partners, the skyline, the globe); the one that drew a robot's face
 * (physical AI) is drawn here, its centre now the brand's hub.
 */
import { C, bed, board, bubble, c, conveyor, desk, grid, laptop, line, monitor, n, p, parcel, patient, r, racks, seated, svg } from '../kit';
import { fitRobot, type RobotId } from '../robots';
import { stand, type Picture } from './common';

const W = 1200;
const H = 750;

/** The light room of a news picture: a faint grid and a floor band from y 600. */
const room = (body: string) => svg(W, H, grid(W, H, C.mint, C.ink, 60, 0.05) + r(0, 600, W, 150, 0, C.teal6) + body);

/** A robot centred on x, standing on the floor band, at most `height` tall. */
const at = (id: RobotId, x: number, height: number, width = 420) =>
  stand(id, fitRobot(id, { x: x - width / 2, y: 660 - height, w: width, h: height }));

/** Two shop or store shelves either side of the middle. */
const shelfPair = (colours: readonly string[]) =>
  racks(70, 150, 300, 450, 4, 2, C.ink2, colours) + racks(830, 150, 300, 450, 4, 2, C.ink2, [...colours].reverse());

export const newsPictures: Picture[] = [
  {
    file: 'news/tara-gen-1.svg',
    svg: room(
      c(600, 340, 250, C.teal5, ' opacity=".55"') +
        c(330, 200, 10, C.teal3) +
        c(880, 170, 14, C.teal5) +
        c(910, 250, 6, C.amber) +
        at('tara', 600, 560),
    ),
  },
  {
    file: 'news/tara-learn.svg',
    svg: room(board(560, 90, 520, 320, 'shapes') + desk(600, 520, 180, 640, C.ink2) + desk(860, 520, 180, 640, C.ink2) + at('tara-learn', 330, 560)),
  },
  {
    file: 'news/tara-greet.svg',
    svg: room(
      r(640, 400, 420, 220, 24, C.ink2) +
        r(640, 380, 420, 34, 14, C.teal) +
        r(680, 470, 340, 10, 5, C.teal3) +
        c(1050, 350, 34, C.teal3) +
        r(1040, 380, 20, 40, 4, C.ink3) +
        at('tara-greet', 380, 560, 460),
    ),
  },
  {
    file: 'news/tara-care.svg',
    svg: room(
      monitor(820, 90, 220, 140) + r(922, 230, 12, 110, 4, C.ink3) + bed(620, 470, 480, 640) + patient(630, 470, 440) + at('tara-care', 330, 560),
    ),
  },
  {
    file: 'news/languages.svg',
    svg: room(
      bubble(140, 150, 200, 76, C.teal3) +
        bubble(170, 330, 180, 70, C.white, C.teal3) +
        bubble(880, 120, 200, 76, C.teal2) +
        bubble(900, 300, 180, 70, C.white, C.ink4) +
        bubble(860, 460, 200, 76, C.amber) +
        at('tara', 600, 560),
    ),
  },
  {
    file: 'news/careers.svg',
    svg: room(
      c(600, 340, 170, C.teal5, ' opacity=".55"') +
        [90, 830].map((x) => desk(x, 470, 280, 620, C.ink2) + laptop(x + 70, 470, 140)).join('') +
        seated(230, 600, 0.9, C.teal) +
        seated(970, 600, 0.9, C.ink3) +
        at('tara', 600, 480),
    ),
  },
  {
    file: 'news/daksha.svg',
    svg: room(shelfPair([C.teal5, C.teal3, C.teal4, C.teal]) + at('daksha', 600, 500, 440)),
  },
  {
    file: 'news/daksha-demo.svg',
    svg: room(
      conveyor(600, 420, 540, 640) +
        [640, 790, 940].map((x, i) => parcel(x, 420, 110, 80 - (i % 2) * 12, i === 1 ? C.teal4 : C.amber)).join('') +
        parcel(60, 640, 130, 110, C.teal5) +
        parcel(80, 530, 100, 80, C.teal4) +
        parcel(190, 640, 110, 90, C.amber) +
        at('daksha', 460, 500, 420),
    ),
  },
  {
    file: 'news/octa-bot.svg',
    svg: room(
      shelfPair([C.teal5, C.teal3, C.amber, C.teal4]) +
        `<circle cx="600" cy="380" r="240" fill="none" stroke="${C.teal3}" stroke-width="2" opacity=".35"/>` +
        `<circle cx="600" cy="380" r="170" fill="none" stroke="${C.teal3}" stroke-width="2" opacity=".5"/>` +
        at('octa-bot', 600, 500, 300),
    ),
  },
  {
    file: 'news/rhino.svg',
    svg: svg(
      W,
      H,
      r(0, 0, W, H, 0, C.mint) +
        p('M0 470 160 400 300 440 470 360 640 430 820 370 1000 420 1200 380V750H0Z', C.teal6) +
        p('M0 560Q300 520 600 545T1200 530V750H0Z', C.teal5, ' opacity=".7"') +
        line('M60 650H1140', C.teal3, 2, 0.35) +
        stand('rhino', fitRobot('rhino', { x: 260, y: 190, w: 680, h: 460 }), 0.18),
    ),
  },
  {
    file: 'news/funding.svg',
    svg: room(
      [180, 330, 480, 630].map((x, i) => r(x, 600 - (160 + i * 95), 110, 160 + i * 95, 10, C.teal)).join('') +
        line('M170 400 700 130', C.amber, 14) +
        r(120, 596, 700, 8, 4, C.ink) +
        at('tara', 940, 520, 300),
    ),
  },
  {
    file: 'news/physical-ai.svg',
    svg: svg(
      W,
      H,
      grid(W, H, C.mint, C.ink, 60, 0.05) +
        line([180, 390, 600].flatMap((y) => [`M410 ${y}L600 375`, `M790 ${y}L600 375`]).join(''), C.ink, 4, 0.25) +
        [
          [250, 120, C.teal5],
          [250, 330, C.teal4],
          [250, 540, C.teal3],
          [790, 120, C.teal3],
          [790, 330, C.teal4],
          [790, 540, C.teal5],
        ]
          .map(([x, y, fill]) => r(Number(x), Number(y), 160, 120, 28, String(fill)) + c(Number(x) + 80, Number(y) + 60, 22, C.ink, ' opacity=".85"'))
          .join('') +
        c(600, 375, 190, C.teal4, ' opacity=".3"') +
        r(480, 255, 240, 240, 56, C.ink) +
        // The brand's hub in the centre tile.
        p(`M600 ${n(375 - 78)} 668 ${n(375 - 39)}v78L600 ${n(375 + 78)} 532 ${n(375 + 39)}v-78Z`, C.white) +
        p(`M600 ${n(375 - 46)} 640 ${n(375 - 23)}v46L600 ${n(375 + 46)} 560 ${n(375 + 23)}v-46Z`, C.teal2) +
        c(600, 375, 11, C.ink),
    ),
  },
];
