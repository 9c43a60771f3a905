// ORACLE-FLAGS: --extended-lambda
// #940 for a lambda whose return type is written after `->`: EDG names it
// without its captures ("lambda [](int)->int"), with `mutable`, at its
// closing brace; a __device__ lambda's is cicc's alone. A deduced or void
// return type gets none.
struct S { int a; };
int main() {
  int b = 1;
  auto l1 = [=](int a) -> int { if (a) return b; };
  auto l2 = [&b](int a, float) -> S { };
  auto l3 = [b]() mutable -> long
  {
    b++;
  };
  auto l4 = [](int a) -> void { };
  auto l5 = [](int a) { if (a) return 1; return 2; };
  auto l6 = [] __device__ (int a) -> float { };
  auto l7 = [](int a) -> int { return a; };
  return l1(1) + l2(2, 1.f).a + (int)l3() + l5(1) + l7(2);
}
