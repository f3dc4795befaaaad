/**
 * The robot's meshes as three.js makes them: each layout piece's rounded geometry, the materials' surfaces, and the
 * soft contact shadow it stands on.
 */
import {
  type BufferGeometry,
  CanvasTexture,
  CapsuleGeometry,
  CylinderGeometry,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SphereGeometry,
} from "three";
import { RoundedBoxGeometry } from "three/examples/jsm/geometries/RoundedBoxGeometry.js";
import type { Material, Piece } from "../../render/robot-layout.js";

export const geometry = (piece: Piece): BufferGeometry => {
  const [a = 1, b = 1, c = 1, bevel = 0] = piece.size;
  switch (piece.shape) {
    case "box":
      return new RoundedBoxGeometry(a, b, c, 3, bevel);
    case "cylinder":
      return new CylinderGeometry(a, a, b, 28);
    case "capsule":
      return new CapsuleGeometry(a, b, 6, 20);
    case "sphere":
      return new SphereGeometry(a, 28, 18);
  }
};

/** How each material answers light: rough paint, brushed metal, lamps that glow a little, polished glass. */
export const SURFACE: Readonly<Record<Material, { roughness: number; metalness: number }>> = {
  body: { roughness: 0.42, metalness: 0.05 },
  joint: { roughness: 0.32, metalness: 0.6 },
  accent: { roughness: 0.3, metalness: 0.1 },
  glass: { roughness: 0.12, metalness: 0.35 },
};

/** A soft, round shadow under the feet: a radial gradient on the ground, no shadow map to draw every frame. */
export const contactShadow = (radius: number): Mesh => {
  const size = 128;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext("2d");
  if (g) {
    const fade = g.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    fade.addColorStop(0, "rgba(0,0,0,0.42)");
    fade.addColorStop(0.55, "rgba(0,0,0,0.16)");
    fade.addColorStop(1, "rgba(0,0,0,0)");
    g.fillStyle = fade;
    g.fillRect(0, 0, size, size);
  }
  const material = new MeshBasicMaterial({ map: new CanvasTexture(canvas), transparent: true, depthWrite: false });
  const plane = new Mesh(new PlaneGeometry(radius * 2, radius * 1.4), material);
  plane.rotation.x = -Math.PI / 2;
  return plane;
};
