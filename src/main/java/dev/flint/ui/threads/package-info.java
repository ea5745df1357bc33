/** The thread list beside the flame chart: find, show or hide, pin and reorder a profile's threads. */
package dev.flint.ui.threads;
