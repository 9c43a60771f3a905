// Values EDG knows from the source, on both sides and in every function: a
// negative constant converted to an unsigned type (#68: initializers,
// assignments, returns), an unsigned value compared with zero so that the
// result never changes (#186; not in a template instance), a constant zero
// divisor (#39 "division by zero", #179 for "%"), a write to a const local
// (#137 "expression must be a modifiable lvalue", after which no #550 is
// given for it), a non-const reference bound to a literal (#461), a value no
// conversion takes to the local it is assigned to (#513) or to the return
// type (#120).
void e1() { unsigned u = -1; (void)u; }
void e2() { unsigned long ul = -1L; (void)ul; }
void e3() { unsigned char uc = -1; (void)uc; }
void e4() { unsigned v = 1; v = -2; }
unsigned e5() { return -1; }
void e8() { int i = -1; unsigned w = i; (void)w; }
int f1(unsigned u) { return u < 0; }
int f2(unsigned u) { return u >= 0; }
int f3(unsigned u) { return 0 > u; }
int f4(unsigned u) { return 0 <= u; }
int f5(unsigned u) { return u > 0; }
template <class T> int f6(T t) { return t < 0; }
int f7() { return f6(1u); }
int g1(int x) { return x / 0; }
int g2(int x) { return x % 0; }
double g3(double x) { return x / 0; }
int g4(int x) { x /= 0; return x; }
void d1() { const int c = 1; c = 2; }
void d2() { const int c = 1; c++; }
void d3() { const int c = 1; c += 2; }
void d5() { const int *q = 0; q = 0; }
void d6() { int *const r = 0; *r = 1; }
void n1() { int &r = 1; (void)r; }
void n2() { const int &r = 1; (void)r; }
__device__ unsigned h1() { return -1; }
__device__ int h2(unsigned u) { return u < 0; }
__global__ void k(int *p) { const int c = 1; c++; p[0] = c / 0; }
void a1() { int *p = 0; p = 1; (void)p; }
void a2() { int *p = 0; p = 1.5; (void)p; }
void a3() { int *p = 0; p = 0; (void)p; }
void a4() { float *f = 0; int *p = 0; p = f; (void)p; }
void a5() { int i = 0; int *p = 0; i = p; (void)i; }
int *r1() { return 1; }
int *r2() { return 0; }
int r3(int *p) { return p; }
double r4() { return "x"; }
bool r5(int *p) { return p; }
