// ORACLE-FLAGS: -std=c++20
// After a missing `;` at namespace scope EDG skips to the next `;` outside
// brackets and braces (whole definitions between are skipped unchecked),
// and an undefined name in a namespace-scope initializer is reported.
int a b c = undef1;
int d
int e = undef2;
typedef unsigned __int64 u64a;
typedef __int64 i64;
typedef unsigned __int64 u64b;
int f g(undef3); int h = undef4;
int k
void g() { int q = undef6; }
int m = undef7;
int n o
struct T { int y; };
int p = undef8;
int r[3] = { 1, undef9, 3 };
int s = undef9 + 1;
auto lambda = [](int x) { return x + 1; };
struct P { int x, y; };
P pt = { .x = 1, .y = 2 };
