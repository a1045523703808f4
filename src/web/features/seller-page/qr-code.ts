import { encode } from 'uqr';

/** A QR code as one SVG path: `size` modules square (quiet zone included), dark modules drawn as `path`. */
export interface QrShape {
  size: number;
  path: string;
}

/**
 * The link's QR code. Error correction M (15 %) still scans from a creased or smudged flyer; a border of
 * 4 modules is the quiet zone the standard asks for, so the code scans on any background.
 */
export function qrShape(text: string): QrShape {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}

/** A standalone SVG document of the code, for the SVG download and the PNG drawing. */
export function qrSvgDocument({ size, path }: QrShape, pixels = size * 10): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The code as a PNG data URL of `pixels` square, drawn from its SVG on a canvas. */
export async function qrPngDataUrl(shape: QrShape, pixels = 1024): Promise<string> {
  const image = new Image(pixels, pixels);
  image.src = svgDataUrl(qrSvgDocument(shape, pixels));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, pixels, pixels);
  return canvas.toDataURL('image/png');
}
