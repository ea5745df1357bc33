'use strict';
const EMAIL = /^([a-z]+)\.(\d+)@([a-z.]+)$/;

function orderTotal(order) {
  return order.items.reduce((sum, item) => sum + item.price, 0);
}

function byTotalDescending(a, b) {
  return b.total - a.total || a.id.localeCompare(b.id);
}

function summarize(orders) {
  const rows = orders.map((order) => {
    const match = EMAIL.exec(order.email);
    return { id: order.id, customer: match ? match[1] : '?', total: orderTotal(order) };
  });
  rows.sort(byTotalDescending);
  const perCustomer = new Map();
  for (const row of rows) perCustomer.set(row.customer, (perCustomer.get(row.customer) || 0) + row.total);
  return { top: rows.slice(0, 50), perCustomer: [...perCustomer.entries()] };
}

module.exports = { summarize };
