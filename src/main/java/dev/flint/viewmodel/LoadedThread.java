package dev.flint.viewmodel;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;

/**
 * One thread as the window shows it: the thread, the profile it came from (a window can show threads
 * of several files dropped together), the label of its track, and its flame-chart track.
 */
public record LoadedThread(Profile profile, ProfileThread thread, String label, FlameTrack track) {}
