/**
 * The flame graph view: the tab's tree (from its {@code ui.session} state) drawn by the shared
 * {@link dev.flint.ui.common.FlameGraphCanvas}, with layouts built off the FX thread. A click selects the
 * box's node through the session, so the call tree and the other views follow.
 */
package dev.flint.ui.flamegraph;
