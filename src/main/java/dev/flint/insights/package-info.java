/**
 * Automatic findings over a loaded profile: what is slow and why (DESIGN.md "Command line", {@code flint
 * insights}). Each kind has its own finder over the model's columns and, for trace events, the thread's
 * {@link dev.flint.timeline.SyncTrack}; {@link dev.flint.insights.Insights} runs them for a profile, a thread
 * and a time range and ranks what they find. Thresholds live in {@link dev.flint.insights.Thresholds} with
 * their reasons. Imports {@code model}, {@code timeline} and {@code calltree} only.
 */
package dev.flint.insights;
