import { shadow } from '../kit';
import { placeRobot, placedBox, type Placement, type RobotId } from '../robots';

/** One picture the art script writes: its file under content/images/ and its markup. */
export type Picture = { file: string; svg: string };

/** A robot standing in a scene: its shadow on the floor, then the robot itself. */
export function stand(id: RobotId, placement: Placement, shadowOpacity = 0.12): string {
  const box = placedBox(id, placement);
  return shadow(placement.x, placement.bottom - box.h * 0.012, box.w * 0.78, shadowOpacity) + placeRobot(id, placement);
}
