// Before C++20 a function cannot be both constexpr and virtual (#2390), and
// a destructor cannot be constexpr (#2395); both are errors on each side.
struct A {
  constexpr
  virtual int f() { return 1; }
  virtual
  constexpr int g() { return 1; }
  virtual constexpr int h() const;
};
struct B { constexpr virtual ~B() {} };
