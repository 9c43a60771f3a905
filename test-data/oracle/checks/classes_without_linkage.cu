// Classes without a name of their own and local classes: #3541 on the first
// default member initializer of a class named by a typedef, and #817 on a
// static data member of a class without linkage (or nested in one).
typedef struct {
  int a = 1;
  int b;
  int c = 2;
} T1;
typedef struct S2 { int a = 1; } T2;
struct { int a = 3; } v3;
typedef struct {
  int z;
  struct { int q = 1; } inner;
} T4;
typedef union { int u = 1; } U5;
typedef struct { static const int s = 1; int t{2}; } T6;
namespace n { typedef struct { int a = 1; } T7; }
typedef struct { int a = 1; } T8, *P8;
template <class T> struct W { typedef struct { T a = T(); } In; };
int use(T1 t) { return t.a; }
typedef struct { static const int s = 1; int t; } T16;
struct { static int k; } v2;
void lf() { struct L { static int m; }; }
struct Named2 { static int ok; };
typedef struct { struct In { static int fine; }; } T17;
