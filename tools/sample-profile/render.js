'use strict';

function escapeHtml(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

function renderRow(row) {
  return `<tr><td>${escapeHtml(row.id)}</td><td>${escapeHtml(row.customer)}</td><td>${row.total.toFixed(2)}</td></tr>`;
}

function renderPage(summary) {
  const rows = summary.top.map(renderRow).join('\n');
  const customers = summary.perCustomer.map(([name, total]) => `<li>${escapeHtml(name)}: ${total.toFixed(2)}</li>`).join('');
  return `<html><body><table>${rows}</table><ul>${customers}</ul></body></html>`;
}

module.exports = { renderPage };
