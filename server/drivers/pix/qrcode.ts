import QRCode from 'qrcode';

export interface PixQrCodeOptions {
  /** Image side in pixels (PNG only). Default 300. */
  width?: number;
  /** Quiet zone in modules. Default 2. */
  margin?: number;
}

/** pngjs options that qrcode passes through but its type declarations leave out. */
type PngRendererOptions = NonNullable<QRCode.QRCodeToBufferOptions['rendererOpts']> & {
  filterType?: number;
  colorType?: number;
};

/** A PNG data URL ("data:image/png;base64,…") of the BR Code, for an <img src>. */
export async function pixQrCodeDataUrl(payload: string, options: PixQrCodeOptions = {}): Promise<string> {
  // The image is black on white: a greyscale PNG (colour type 0) has a quarter of the bytes to
  // compress, and the "Up" filter (2) turns every row that repeats the one above into zeros, so the
  // default adaptive filter search (which costs more than the rest of the encode) buys nothing.
  const rendererOpts: PngRendererOptions = { colorType: 0, filterType: 2 };
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    width: options.width ?? 300,
    margin: options.margin ?? 2,
    rendererOpts,
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An SVG document (string) of the BR Code, for inline rendering or print. */
export function pixQrCodeSvg(payload: string, options: PixQrCodeOptions = {}): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: options.margin ?? 2 });
}
