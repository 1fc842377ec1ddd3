'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type MicrophoneProblem, microphoneProblem, voiceFormat } from './chat-attachment.util';

/** A voice note longer than this stops by itself (at Opus rates it stays far below the 5 MB limit). */
export const VOICE_NOTE_MAX_SECONDS = 300;

export interface VoiceNote {
  blob: Blob;
  name: string;
}

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  keep: boolean;
}

/**
 * Records a voice note with the browser's MediaRecorder in a format the API takes. `start()` asks
 * for the microphone; a refusal or a missing device comes back as a problem (spec §8's "No
 * Microphone Found" / "Microphone Permission Denied"). `stop()` hands the note to `onNote`;
 * `cancel()` throws it away. The microphone is released either way, and on unmount.
 */
export function useVoiceRecorder(
  onNote: (note: VoiceNote) => void,
  onProblem: (problem: MicrophoneProblem) => void,
) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const current = useRef<Recording | null>(null);
  const callbacks = useRef({ onNote, onProblem });
  useEffect(() => {
    callbacks.current = { onNote, onProblem };
  });

  const finish = useCallback((keep: boolean) => {
    const recording = current.current;
    if (!recording) return;
    recording.keep = keep;
    if (recording.recorder.state !== 'inactive') recording.recorder.stop();
  }, []);

  useEffect(() => {
    if (seconds === null) return;
    if (seconds >= VOICE_NOTE_MAX_SECONDS) {
      finish(true);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => (s === null ? null : s + 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, finish]);

  useEffect(() => () => finish(false), [finish]);

  const start = useCallback(async () => {
    if (current.current) return;
    const format = voiceFormat(
      typeof MediaRecorder === 'function' ? (mime) => MediaRecorder.isTypeSupported(mime) : null,
    );
    if (!navigator.mediaDevices?.getUserMedia) return callbacks.current.onProblem('noMicrophone');
    if (!format) return callbacks.current.onProblem('failed');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      return callbacks.current.onProblem(microphoneProblem(error));
    }
    const recorder = new MediaRecorder(stream, { mimeType: format.mime });
    const recording: Recording = { recorder, stream, chunks: [], keep: false };
    current.current = recording;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) recording.chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      current.current = null;
      setSeconds(null);
      if (!recording.keep) return;
      const type = format.mime.split(';')[0] ?? format.mime;
      callbacks.current.onNote({
        blob: new Blob(recording.chunks, { type }),
        name: `voice-note.${format.ext}`,
      });
    };
    recorder.start();
    setSeconds(0);
  }, []);

  return {
    /** Seconds recorded so far, or null when not recording. */
    seconds,
    start,
    stop: useCallback(() => finish(true), [finish]),
    cancel: useCallback(() => finish(false), [finish]),
  };
}
