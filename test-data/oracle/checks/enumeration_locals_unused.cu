// Locals of enumeration types are scalars for cicc's unused-variable
// warnings (#177, #550), scoped or not, and arrays of them too.
enum class Op { add, mul };
enum Kind { k1, k2 };
struct S { Kind k; };
int use(Op o);
Op pick(int);
__device__ int dev(Kind k) { Kind a = k; Kind b = k1; Op c = Op::mul; return a == k1 ? 1 : (int)c; }
void h1() { Op o = Op::add; use(o); }
void h2() { Op o = pick(1); }
void h3() { Kind k = k2; switch (k) { case k1: break; default: break; } }
void h4() { S s; s.k = k1; Kind q; q = s.k; }
void h5() { Op arr[2] = {Op::add, Op::mul}; }
void h6() { const Kind ck = k1; }
void h7() { Kind x = k1; Kind &r = x; r = k2; }
