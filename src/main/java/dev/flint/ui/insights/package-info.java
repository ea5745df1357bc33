/**
 * The Insights view of a tab: the findings of {@link dev.flint.insights.Insights}, ranked, each with its
 * impact, what it means and what to do; choosing one hands it to the tab, which selects its thread, zooms
 * the chart to its worst range and selects its function.
 */
package dev.flint.ui.insights;
