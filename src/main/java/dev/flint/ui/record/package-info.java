/**
 * File ▸ Record…: the Record dialog (kind; command, URL, pid or inspector address; duration or Stop;
 * interval; where to save), the recording on a {@link javafx.concurrent.Service} off the JavaFX thread with
 * its elapsed time and Stop, and the recording opened in a new tab. The work is {@link dev.flint.record}'s.
 */
package dev.flint.ui.record;
