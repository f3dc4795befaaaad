/**
 * The robot in three.js: one group of meshes per part, rounded and bevelled (layout: render/robot-layout.ts), in
 * physically based materials (a painted shell, brushed-metal joints, glowing lamps, a glass visor) under a sky-and-
 * ground light, a warm key light and a cool rim light, standing on a soft contact shadow. Drawn only when something
 * changed (a hover, a choice, a resize, the theme, or the slow sway when motion is allowed). Only the few three
 * modules named here are imported, so the bundle carries no loaders, controls or post-processing.
 *
 * Building is split into tasks (the context, the parts, the shaders, a first frame) with the page handed back between,
 * and the GPU's share is awaited without blocking: in one task they blocked input for 220-450 ms in headless Chromium
 * without a GPU (Lighthouse's desktop run), the home page's only long task.
 */
import {
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  WebGLRenderer,
} from "three";
import { type Material, type PartLayout, robotHeight } from "../../render/robot-layout.js";
import type { Palette } from "./palette.js";
import { contactShadow, geometry, SURFACE } from "./pieces.js";

export interface RobotScene {
  readonly canvas: HTMLCanvasElement;
  /** The part under a point of the canvas (client coordinates), or -1. */
  readonly pick: (clientX: number, clientY: number) => number;
  readonly setState: (state: { readonly hovered: number; readonly selected: number }) => void;
  readonly setPalette: (palette: Palette) => void;
  /** Turns the robot to an angle (radians), for the sway. */
  readonly turn: (angle: number) => void;
  readonly resize: (width: number, height: number) => void;
  readonly dispose: () => void;
}

/** A part under the pointer or focus steps this far towards the viewer, so the highlight reads as a movement. */
const LIFT = 0.08;

/** The camera's rest angle: a three-quarter view reads as an object, not a diagram. */
const REST_ANGLE = -0.45;

/** Hands the page back for `ms`: it handles input and paints before the next step runs. */
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Ends the current task. */
const nextTask = (): Promise<void> => pause(0);

/** Longest wait for the GPU to finish the first frame before the canvas is shown anyway. */
const GPU_WAIT_MS = 2000;

/**
 * Waits, without blocking the page, until the GPU has finished what was asked of it: a fence polled between tasks.
 * A software renderer compiles its shaders and draws the first frame here, hundreds of milliseconds that the page
 * would otherwise wait for in one task when the canvas is first painted.
 */
const gpuFinished = async (gl: WebGL2RenderingContext | WebGLRenderingContext): Promise<void> => {
  if (!("fenceSync" in gl)) return;
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (sync === null) return;
  gl.flush();
  const until = performance.now() + GPU_WAIT_MS;
  while (gl.getSyncParameter(sync, gl.SYNC_STATUS) !== gl.SIGNALED && performance.now() < until) {
    await pause(16);
  }
  gl.deleteSync(sync);
};

export interface SceneOptions {
  /** The stage's size in CSS pixels: the drawing buffer is made at it once. */
  readonly width: number;
  readonly height: number;
  /** Multisampling: free on a GPU, but on a software renderer it doubles the cost of making the context. */
  readonly antialias: boolean;
}

export const createRobotScene = async (
  layout: readonly PartLayout[],
  palette: Palette,
  options: SceneOptions,
): Promise<RobotScene> => {
  const canvas = document.createElement("canvas");
  let drawn = { width: Math.max(1, options.width), height: Math.max(1, options.height) };
  // The context is created on a canvas already at the stage's size (resizing a drawing buffer that has been drawn
  // is a long task without a GPU: 95-160 ms measured in headless Chromium). The renderer takes the canvas's size
  // as its own, in CSS pixels, and setPixelRatio scales the buffer from it.
  canvas.width = drawn.width;
  canvas.height = drawn.height;
  const renderer = new WebGLRenderer({
    canvas,
    antialias: options.antialias,
    alpha: true,
    powerPreference: "low-power",
  });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  await nextTask();

  const scene = new Scene();
  const sky = new HemisphereLight(0xffffff, 0x888888, 1.3);
  const key = new DirectionalLight(0xfff1e0, 2.4);
  key.position.set(-3, 6, 5);
  const rim = new DirectionalLight(0xdfe8ff, 1.6);
  rim.position.set(4, 3, -4);
  const fill = new DirectionalLight(0xffffff, 0.5);
  fill.position.set(4, 1, 5);
  scene.add(sky, key, rim, fill);

  const robot = new Group();
  robot.rotation.y = REST_ANGLE;
  scene.add(robot);
  const ground = contactShadow(1.6);
  ground.position.y = 0.002;
  robot.add(ground);

  const height = robotHeight(layout);
  const camera = new PerspectiveCamera(30, 1, 0.1, 100);
  /** The camera's frame for a stage of `width` × `height` CSS pixels. */
  const frameCamera = ({ width, height }: typeof drawn) => {
    camera.aspect = width / height;
    // A narrow stage keeps the whole robot in frame by stepping back.
    camera.zoom = Math.min(1, camera.aspect / 0.8);
    camera.updateProjectionMatrix();
  };
  frameCamera(drawn);
  const centre = height / 2 - 0.1;
  camera.position.set(0, centre + 1, height * 2 + 1.5);
  camera.lookAt(0, centre, 0);

  // One material per part and role, so a part can be lit up on its own.
  const materials = layout.map(
    () =>
      Object.fromEntries(
        (Object.keys(SURFACE) as Material[]).map((m) => [m, new MeshStandardMaterial(SURFACE[m])]),
      ) as Record<Material, MeshStandardMaterial>,
  );
  const meshes: Mesh[] = [];
  const groups: Group[] = [];
  for (const part of layout) {
    await nextTask();
    const group = new Group();
    for (const piece of part.pieces) {
      const mesh = new Mesh(geometry(piece), materials[part.index]?.[piece.role]);
      mesh.position.set(...piece.at);
      if (piece.lying) mesh.rotation.x = Math.PI / 2;
      mesh.userData.index = part.index;
      group.add(mesh);
      meshes.push(mesh);
    }
    robot.add(group);
    groups.push(group);
  }
  robot.position.y = -0.05;
  // The shaders are compiled, and a first frame drawn, each in a task of its own; then the GPU is left to finish.
  // (compileAsync would only add a console warning where the browser cannot compile in parallel: the fence below
  // waits for the compiler too.)
  await nextTask();
  renderer.compile(scene, camera);
  await nextTask();

  let current = palette;
  let state = { hovered: -1, selected: -1 };
  const paint = () => {
    const colour = (hex: string) => new Color(hex);
    sky.color = colour(current.sky);
    sky.groundColor = colour(current.ground);
    materials.forEach((m, i) => {
      const chosen = i === state.selected;
      const hovered = i === state.hovered && !chosen;
      m.body.color = colour(chosen ? current.accent : current.body);
      m.body.emissive = colour(hovered ? current.accent : "#000000");
      m.body.emissiveIntensity = hovered ? 0.3 : 0;
      m.joint.color = colour(current.joint);
      m.accent.color = colour(chosen ? current.body : current.accent);
      m.accent.emissive = colour(current.accent);
      m.accent.emissiveIntensity = chosen || hovered ? 0.7 : 0.35;
      m.glass.color = colour(current.glass);
      const group = groups[i];
      if (group) group.position.z = chosen || hovered ? LIFT : 0;
    });
  };

  let frame = 0;
  const draw = () => {
    frame = 0;
    renderer.render(scene, camera);
  };
  /** Drawing is asked for, not looped: at most one frame per change. */
  const invalidate = () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };

  const raycaster = new Raycaster();
  const pointer = new Vector2();
  const pick = (clientX: number, clientY: number): number => {
    const box = canvas.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return -1;
    pointer.set(((clientX - box.left) / box.width) * 2 - 1, -((clientY - box.top) / box.height) * 2 + 1);
    raycaster.setFromCamera(pointer, camera);
    const hit = raycaster.intersectObjects(meshes, false)[0];
    return typeof hit?.object.userData.index === "number" ? hit.object.userData.index : -1;
  };

  paint();
  renderer.render(scene, camera);
  await gpuFinished(renderer.getContext());
  return {
    canvas,
    pick,
    setState: (next) => {
      state = { ...next };
      paint();
      invalidate();
    },
    setPalette: (next) => {
      current = next;
      paint();
      invalidate();
    },
    turn: (angle) => {
      robot.rotation.y = REST_ANGLE + angle;
      invalidate();
    },
    resize: (width, height) => {
      if (width === 0 || height === 0) return;
      // Setting a canvas's size, even to the one it has, remakes its drawing buffer: only a change does.
      if (width !== drawn.width || height !== drawn.height) {
        drawn = { width, height };
        renderer.setSize(width, height, false);
        frameCamera(drawn);
      }
      invalidate();
    },
    dispose: () => {
      cancelAnimationFrame(frame);
      for (const mesh of meshes) mesh.geometry.dispose();
      for (const m of materials) for (const material of Object.values(m)) material.dispose();
      ground.geometry.dispose();
      renderer.dispose();
    },
  };
};
