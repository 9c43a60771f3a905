// A const or constexpr object of a class is default-initialized by its
// constructor: fine with one of the class's own (constexpr for constexpr,
// made at compile time: no call across spaces) or with nothing to set;
// else #811 names the class. constexpr scalars need an initializer.
struct P { int a; };
struct Empty {};
struct CEEC { constexpr CEEC() {} };
struct D { int a = 0; };
__device__ void df() {
  constexpr P p;
  constexpr Empty e;
  constexpr CEEC c;
  constexpr D d;
  constexpr int i;
  (void)p; (void)e; (void)c; (void)d; (void)i;
}
void hf() { constexpr CEEC c; const P p; const Empty e; (void)c; (void)p; (void)e; }
