/**
 * One tab's observable state ({@link dev.flint.ui.session.TabSession}): the loaded profile, its time ranges,
 * the shown thread's transforms, options, selection and expansion ({@link dev.flint.ui.session.ViewState}),
 * and the symbol files applied. Engine, {@code javafx.beans} and {@code javafx.collections} only: no controls.
 */
package dev.flint.ui.session;
