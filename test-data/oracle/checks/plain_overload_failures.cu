// Calls no function of an overload set of plain (non-template) functions
// can take: "no instance of overloaded function" with the argument types
// (none for a call without arguments) and a note per candidate, the last
// declared first: #3322 when the number of parameters does not match, #3326
// "does not match because argument #N does not match parameter" when no
// conversion takes an argument to its parameter. The only function of its
// name gets #167 "argument of type ... is incompatible with parameter of
// type ..." instead (arrays shown as the pointers they decay to). A null
// pointer constant converts to any pointer, a pointer to bool, a pointer to
// void *, and adding const is fine. (A call two candidates take equally,
// "more than one instance ... matches", is not covered.)
void ov(int); void ov(double);
void h1() { ov("s"); }
void c(int); void c(int, int);
void h2() { c(1, 2, 3); }
void m(int *); void m(float *);
void h3() { m(1.5); }
void n(int *); void n(int, int);
void h4(double d) { n(d); }
void h6() { ov(); }
__device__ void dv(int); __device__ void dv(double); __device__ void h8() { dv("x"); }
void one(int *);
void h5() { one(2.5); }
void h5b() { one(0); }
void h5c() { one(nullptr); }
void s1(int); void h9() { s1("abc"); }
void s2(bool); void h10() { s2("abc"); }
void s3(float *); void h11(int *p) { s3(p); }
void s4(void *); void h12(int *p) { s4(p); }
void s5(const int *); void h13(int *p) { s5(p); }
void s6(int *); void h14(const int *p) { s6(p); }
void s7(double); void h15(int a[3]) { s7(a); }
void s8(int, ...); void h16() { s8(1, "x"); }
__device__ void s10(int *); __device__ void h17() { s10(1.0f); }
