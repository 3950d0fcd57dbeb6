// The new-order chime of the live queue: two short tones made with Web Audio (no file to
// load). Browsers play sound only after the page was tapped; the queue's Sound on button is that tap.
let context: AudioContext | undefined;

export function playNewOrderSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.25, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(volume).connect(context.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}
