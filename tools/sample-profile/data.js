'use strict';
const CUSTOMERS = ['ada', 'grace', 'linus', 'barbara', 'ken', 'margaret', 'dennis', 'frances'];

function makeOrder(i) {
  const customer = CUSTOMERS[(i * 7) % CUSTOMERS.length];
  return {
    id: `order-${i}`,
    customer,
    email: `${customer}.${i}@example.org`,
    items: Array.from({ length: 1 + (i % 5) }, (_, k) => ({ sku: `SKU-${(i * 31 + k) % 997}`, price: ((i * 13 + k * 7) % 100) + 0.99 })),
  };
}

function makeOrders(count) {
  const orders = [];
  for (let i = 0; i < count; i++) orders.push(makeOrder(i));
  return orders;
}

module.exports = { makeOrders };
