// Third-party code: the generator puts this source on the map's ignoreList.
export function spin(n) {
  let x = 0;
  for (let i = 0; i < n; i++) x ^= (i * 31) >>> 3;
  return x;
}
