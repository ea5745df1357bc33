function u(o){let n=0;for(let e=0;e<o;e++)n+=e*e;return n}function l(o,n){let e=0;for(let r=0;r<n;r++)for(let t=0;t<o.length;t++)"aeiou".includes(o[t])&&e++;return e}function s(o){let n=Date.now()+o,e=0;for(;Date.now()<n;)e+=u(2e4),e+=l("the quick brown fox jumps over the lazy dog",200);return e}console.log(s(Number(process.argv[2]||300))>0?"done":"none");
//# sourceMappingURL=min.js.map
