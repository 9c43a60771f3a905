// A type specifier that names something other than a type, at namespace or
// class scope or in a parameter: EDG's `variable "v" is not a type name`
// (the entity as it prints it: variable, function, member, constant,
// namespace), and the declaration goes on with an erroneous type (the
// names it declares are known). A variable template without arguments
// lacks its argument list. At block scope the same line is an expression.

int count;
void compute();
namespace space { int inner; }
enum Color { red };
template <class T> T zero = T();

count first;
compute second;
count *third;
count fourth = 1;
space::inner fifth;
red sixth;
space seventh;
zero eighth;
struct Holder { int size; size length; static int shared; shared other; count c; };
void takes(int a, count b);
int uses = first + fourth;

// a name an initializer used though nothing declared it is an erroneous
// entity from there on
int total = missing + 1;
missing again;

void block(int v) {
    v w;
}
