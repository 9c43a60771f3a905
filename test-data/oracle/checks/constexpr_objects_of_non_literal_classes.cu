// A constexpr object of a class that is no literal type (a user-provided
// destructor, or no constexpr constructor and no aggregate): what evaluating
// its initialization finds, with the function that stops it, then "a
// constexpr variable must have a literal type"; unused-variable warnings
// follow the initialization's form.
struct F { ~F() {} int x; constexpr F() : x(0) {} constexpr F(int v) : x(v) {} };
struct M { int x; M() {} M(int) {} };
struct M1 { int x; M1() {} };
struct Agg { int x; ~Agg() {} };
struct Lit { int x; constexpr Lit() : x(0) {} };
struct Def { Def() = default; };
struct Bad { int x; constexpr Bad() {} ~Bad() {} };
void f() {
  constexpr F a1;
  constexpr F a2(1);
  constexpr F a3{1};
  constexpr F a4 = 1;
  constexpr M a5(1);
  constexpr Agg a6{1};
  static constexpr F a8;
  constexpr F a9 = F(2);
  constexpr M1 a10;
  constexpr Lit ok;
  constexpr Def ok2;
  constexpr Bad b;
}
constexpr F b1(1);
static constexpr F b2;
constexpr Lit ok3;
