// Statements: if/switch with initialisers, if constexpr and consteval,
// range-for (with an initialiser), loops, try/catch, labels and goto,
// declarations in conditions.
int f(int *v, int n) {
    if (int x = n * 2; x > 3) { n = x; } else if (n) n--; else { }
    if constexpr (sizeof(int) == 4) n++;
    switch (int k = n % 3; k) { case 0: break; case 1: { n++; } [[fallthrough]]; default: n--; }
    for (int i = 0, j = n; i < j; ++i, --j) continue;
    for (int w : {1, 2, 3}) n += w;
    for (int s = 0; int w : {4, 5}) s += w;
    while (int q = n--) if (q > 5) break;
    do n++; while (n < 0);
    try { throw n; } catch (int e) { n = e; } catch (...) { throw; }
    again:
    if (n > 100) goto again;
    { ; }
    return n;
}
consteval int sq(int x) { return x * x; }
constexpr int g(int x) { if consteval { return sq(3); } else { return x; } }
