/** A short two-tone beep through the Web Audio API (no audio file); silent where audio is unavailable or blocked. */
export function beep(): void {
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + i * 0.15);
      tone.stop(context.currentTime + i * 0.15 + 0.12);
    });
    setTimeout(() => void context.close().catch(() => {}), 600);
  } catch {
    // Autoplay rules may refuse sound before the user touched the page: the notice still shows.
  }
}
