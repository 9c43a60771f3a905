// #940 names an overloaded function with its parameters: overloaded as far
// as declared before its body (a member: in its whole class).
int scale(int) { }
int scale(double) { }
int single(int) { }
struct Grid { int at(int) { } int at(char) const { } int size() { } };
namespace geo { int scale(int) { } }
