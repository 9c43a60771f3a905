// Built-in operators on plain structs: shifts, bitwise compound
// assignments and unary operators have their own built-in candidates; a
// conversion function to another class (as dim3's to uint3) gives none;
// a declared operator that does not take the operands is listed first.
struct V { int x; };
struct U { int x; };
struct D { int x; operator U() const { return U{x}; } };
struct W { int x; };
int operator>>(W, int);
void f(V a, V b, D d, int i) {
  (void)(a >> 1);
  (void)(i << a);
  a <<= 2;
  i >>= a;
  a %= 2;
  a |= b;
  (void)(~a);
  (void)(!a);
  (void)(+a);
  (void)(d >> i);
  (void)(d + 1);
  (void)(b >> (i, 2));
}
