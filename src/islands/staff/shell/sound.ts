// The new-order chime of the live queue: two short tones made with Web Audio (no file to
// load). The chime is on unless the counter turned it off on this device (remembered in
// localStorage, so a reload never silences the counter). Browsers play sound only after the page
// was tapped: while the browser holds it back the queue says so and offers the one tap that allows it.
let context: AudioContext | undefined;

const SOUND_KEY = 'fc-staff-sound';

/** The counter's choice on this device: on unless it was turned off here. */
export function soundChosen(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function rememberSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode with storage off): the choice lasts this page.
  }
}

function audio(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  return context;
}

/** The browser holds sound back until the page is tapped (its autoplay rule). */
export function soundBlocked(): boolean {
  return audio()?.state === 'suspended';
}

/** Called from a tap: lets the browser play sound from now on. True when it may. */
export async function allowSound(): Promise<boolean> {
  const sound = audio();
  if (!sound) return false;
  try {
    await sound.resume();
  } catch {
    return false;
  }
  return sound.state === 'running';
}

export function playNewOrderSound(): void {
  const sound = audio();
  if (!sound) return;
  const start = sound.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const tone = sound.createOscillator();
    const volume = sound.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.25, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(volume).connect(sound.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}
