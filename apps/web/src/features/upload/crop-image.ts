// Cuts a draft's figure out of its page image in the browser, as the server does on extraction:
// the box on the 0-1000 scale, at most 800 px wide, as PNG. The confirm call sends the figure
// with the draft, so a moved box must bring its own new figure.
import type { Coords } from '@backoffice/api-client';
import { cropRegion } from './crop.ts';

export interface CroppedFigure {
  /** A data: URL, for previews. */
  url: string;
  /** The same PNG as base64, as drafts carry it. */
  data: string;
  type: 'image/png';
}

/** The figure inside `coords` of a loaded page image, or null where canvas is not available. */
export function cropFigure(image: HTMLImageElement, coords: Coords): CroppedFigure | null {
  if (!image.naturalWidth || !image.naturalHeight) return null;
  const region = cropRegion(coords, image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = region.width;
  canvas.height = region.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, region.sx, region.sy, region.sw, region.sh, 0, 0, region.width, region.height);
  const url = canvas.toDataURL('image/png');
  return { url, data: url.slice(url.indexOf(',') + 1), type: 'image/png' };
}
