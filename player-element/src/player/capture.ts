/**
 * The current picture of a video as a PNG (`<ddi-player>`'s `screenshot()`): a lazy chunk, loaded on the
 * first screenshot. Rejects when there is no picture yet or it cannot be read (cross-origin media).
 */
export function captureFrame(video: HTMLVideoElement | null): Promise<Blob> {
  return new Promise((resolve, reject) => {
    if (!video?.videoWidth) throw new Error('ddi-player: there is no picture to capture yet');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('ddi-player: the picture cannot be captured'))), 'image/png');
  });
}
