/**
 * The application's shell: start-up ({@link dev.flint.ui.app.AppLauncher}, {@link dev.flint.ui.app.FlintApp},
 * the early load), the main window with its tabs, menus, banners and status line, loading on a background
 * service ({@link dev.flint.ui.app.ProfileLoadService}), and settings. Each tab is a
 * {@link dev.flint.ui.app.ProfileView} whose views share one session state.
 */
package dev.flint.ui.app;
