/** Small controls and helpers every UI package may use: icons, file drops, pulse delays, FX-thread calls. */
package dev.flint.ui.common;
