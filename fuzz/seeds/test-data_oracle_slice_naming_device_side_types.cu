// Device side (cicc): host callees are always printed demangled (class types with the
// "    ::S" / " ::ns::Q" forms, class templates "TS<int> "), each with "identifier ... is undefined".
// ORACLE-HEADERS: mini
struct S { int v; };
namespace ns { struct Q {}; }
template <class T> struct TS {};
int h1(S a) { return a.v; }
int h2(ns::Q *a, const S &b) { return b.v; }
int h3(TS<int> a) { return 0; }
int h4(unsigned a, long long b, const char *c) { return 0; }
__device__ int d() { S s{}; return h1(s) + h2(nullptr, s) + h3(TS<int>{}) + h4(1u, 2, nullptr); }
__global__ void k(int *p) { p[0] = d(); }
