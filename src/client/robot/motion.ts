/**
 * The robot's one movement: a slow sway, so it reads as an object in space. None at all when the reader asks
 * for reduced motion (checked live: the setting can change while the page is open), while the robot is off
 * screen, or while the tab is hidden; it stops for good once the reader has chosen a part. `minIntervalMs` spaces
 * the turns: a software renderer spends tens of milliseconds of the main thread on every frame it draws.
 */
export interface Sway {
  readonly stop: () => void;
}

const PERIOD_MS = 9000;
const AMPLITUDE = 0.28;

export const startSway = (target: Element, turn: (angle: number) => void, minIntervalMs = 0): Sway => {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let visible = false;
  let stopped = false;
  let frame = 0;
  let started = 0;
  let turned = Number.NEGATIVE_INFINITY;

  const tick = (now: number) => {
    frame = 0;
    if (started === 0) started = now;
    if (now - turned >= minIntervalMs) {
      turned = now;
      turn(Math.sin(((now - started) / PERIOD_MS) * Math.PI * 2) * AMPLITUDE);
    }
    schedule();
  };
  const schedule = () => {
    const allowed = !stopped && visible && !reduce.matches && document.visibilityState === "visible";
    if (allowed && frame === 0) frame = requestAnimationFrame(tick);
    if (!allowed && frame !== 0) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
    if (reduce.matches) turn(0);
  };

  const observer = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? false;
    schedule();
  });
  observer.observe(target);
  reduce.addEventListener("change", schedule);
  document.addEventListener("visibilitychange", schedule);

  return {
    stop: () => {
      stopped = true;
      schedule();
      observer.disconnect();
      reduce.removeEventListener("change", schedule);
      document.removeEventListener("visibilitychange", schedule);
    },
  };
};
